// The lobby of a network table (issue 24), the same for the host's window and a joiner's: where
// to join (the host's addresses, port and code), who sits where, the chat, and then Start on the
// host (once every open seat is taken) or, for a joiner, a free seat to take with a name (and
// the code, when the table asks for one). It closes by itself, accepted, when the game starts;
// rejected when the person leaves the table.
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QWidget;

namespace shell {

class ChatPanel;
class NetPlay;

class LobbyDialog : public QDialog
{
    Q_OBJECT

public:
    LobbyDialog(NetPlay *net, bool askCode, QWidget *parent = nullptr);

    QTableWidget *seats() const { return m_seats; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *takeButton() const { return m_take; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *codeEdit() const { return m_code; }
    ChatPanel *chat() const { return m_chat; }
    QString intro() const;
    QString status() const;

    void reject() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void take();
    void showStatus(const QString &message);
    // The table's address and port, as typed or listed.
    QString where() const;
    // The table never answered: where, and why in the socket's words.
    QString unreachedText() const;
    // The table plays another game than the one asked for: both named.
    QString otherGameText(const QString &id) const;

    NetPlay *m_net;
    bool m_askCode;
    QLabel *m_intro;
    QTableWidget *m_seats;
    QWidget *m_joinRow;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_codeLabel;
    QLineEdit *m_code;
    QPushButton *m_take;
    ChatPanel *m_chat;
    QLabel *m_status;
    QDialogButtonBox *m_buttons;
    QPushButton *m_start;
    QPushButton *m_leave;
    QString m_problem;
    bool m_leaving = false;
    bool m_reached = false; // the table answered once
    QString m_refusal;      // the last refusal's code since a seat was asked for
    bool m_failed = false;  // its failure is said: the link closing after it adds nothing
};

} // namespace shell
