// Game ▸ Join a table… (issue 24): the tables announced on the local network, listed as they
// come and go (a net::Finder), and any table by its address and port. Choosing one says which
// game and where; the lobby does the rest.
#pragma once

#include <QDialog>
#include <QHostAddress>
#include <QUrl>

#include <functional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTableWidgetItem;

namespace net {
class Finder;
struct TableAd;
} // namespace net

namespace shell {

class JoinDialog : public QDialog
{
    Q_OBJECT

public:
    // Listens for announcements on `findOn`:`port` (the discovery port; a loopback address and
    // another port in the tests).
    JoinDialog(const QHostAddress &findOn, quint16 port, QWidget *parent = nullptr);

    // What was chosen, once accepted.
    QString game() const { return m_chosenGame; }
    QUrl url() const { return m_chosenUrl; }
    QString tableName() const { return m_chosenName; }
    // The table asks for its code (or, by address, may: the lobby then asks for it).
    bool asksCode() const { return m_chosenCode; }

    // Whether this window keeps a seat at a listed table (its token, after the window stopped):
    // such a table is offered even when full or playing, so that the seat can be taken back.
    void setSeatKept(std::function<bool(const net::TableAd &)> kept);
    // Whether a listed table can be joined from here: a seat free before the game starts, or a
    // seat kept for this window. The one place that decides it.
    bool canJoin(const net::TableAd &ad) const;
    // What a client opens to join the table `ad` announces (and what its kept seat is filed under).
    static QUrl tableUrl(const net::TableAd &ad);

    quint16 finderPort() const;
    QTableWidget *tables() const { return m_tables; }
    QLineEdit *addressEdit() const { return m_address; }
    QSpinBox *portBox() const { return m_port; }
    QComboBox *gameBox() const { return m_game; }
    QPushButton *joinListed() const { return m_joinListed; }
    QPushButton *joinByAddress() const { return m_joinAddress; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void updateButtons();
    // The listed table chosen, when it can be joined.
    const QTableWidgetItem *listedChoice() const;
    void chooseListed();
    void chooseAddress();

    net::Finder *m_finder;
    std::function<bool(const net::TableAd &)> m_seatKept;
    QLabel *m_listLabel;
    QTableWidget *m_tables;
    QLabel *m_empty;
    QPushButton *m_joinListed;
    QLabel *m_byAddress;
    QLabel *m_gameLabel;
    QComboBox *m_game;
    QLabel *m_addressLabel;
    QLineEdit *m_address;
    QLabel *m_portLabel;
    QSpinBox *m_port;
    QPushButton *m_joinAddress;
    QDialogButtonBox *m_buttons;
    QString m_chosenGame;
    QUrl m_chosenUrl;
    QString m_chosenName;
    bool m_chosenCode = false;
};

} // namespace shell
