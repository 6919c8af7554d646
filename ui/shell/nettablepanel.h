// Beside a network game's table (issue 24): who the table waits for ("Waiting for Karine
// (reconnecting)"), on the host's window the offer to let a computer play for a person who has
// been away too long, and the chat. The window shows it in a dock while the game is online.
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;

namespace shell {

class ChatPanel;
class NetPlay;

class NetTablePanel : public QWidget
{
    Q_OBJECT

public:
    explicit NetTablePanel(QWidget *parent = nullptr);

    void setNetPlay(NetPlay *net);
    QString waiting() const;
    // The seat a takeover is offered for, or -1.
    int offeredSeat() const { return m_absent; }
    QPushButton *takeOverButton() const { return m_takeOver; }
    QComboBox *levelBox() const { return m_level; }
    ChatPanel *chat() const { return m_chat; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void offer(int seat);

    NetPlay *m_net = nullptr;
    QLabel *m_waiting;
    QWidget *m_offer;
    QLabel *m_offerText;
    QComboBox *m_level;
    QPushButton *m_takeOver;
    ChatPanel *m_chat;
    int m_absent = -1;
};

} // namespace shell
