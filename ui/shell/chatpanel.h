// The chat of a network table (issue 24), in the lobby and beside the table: the lines heard,
// bounded (NetPlay::kChatLines), and one line to type, bounded as the host bounds it. A line the
// table refuses (too many at once, not one line) is shown in words under it.
#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace shell {

class NetPlay;

class ChatPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ChatPanel(QWidget *parent = nullptr);

    // The table whose chat this shows; nullptr shows nothing.
    void setNetPlay(NetPlay *net);
    QLineEdit *input() const { return m_input; }
    QPlainTextEdit *lines() const { return m_lines; }
    QString problem() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void send();
    void reload();
    void showProblem(const QString &message);

    NetPlay *m_net = nullptr;
    QPlainTextEdit *m_lines;
    QLineEdit *m_input;
    QPushButton *m_send;
    QLabel *m_problem;
    QTimer *m_problemShown;
    QStringList
        m_unheard; // lines sent that the table has neither told back nor refused, oldest first
};

} // namespace shell
