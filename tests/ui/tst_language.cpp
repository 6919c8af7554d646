// French and English: a live switch in the middle of a negotiation, on the start screen and at
// Speak Easy's table retranslates every visible text of the window and of the open dialog, and
// leaves no word of the other language nor a French colon without its space (Gangsters' table:
// tst_ga_window_language); the .ts files are complete; money follows the language; the rules
// reference follows it too.
#include "atomicfile.h"
#include "languagesupport.h"
#include "uitestsupport.h"

#include "barboard.h"
#include "dragdata.h"
#include "fightview.h"
#include "format.h"
#include "gamesession.h"
#include "handwidget.h"
#include "hinttext.h"
#include "logmodel.h"
#include "mainwindow.h"
#include "names.h"
#include "pace.h"
#include "proposaldialog.h"
#include "razziamodule.h"
#include "ruleswindow.h"
#include "savestore.h"
#include "speakeasycontroller.h"
#include "speakeasymodule.h"
#include "speakeasytable.h"
#include "tablecontroller.h"
#include "tablewidget.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QTreeView>
#include <QXmlStreamReader>

using namespace razzia;
using namespace razzia::ui;

using namespace languagetest;

namespace {

TableSetup humans(int players, quint64 seed)
{
    TableSetup setup;
    for (int seat = 0; seat < players; ++seat)
        setup.seats << SeatSetup{kNames[seat], true, QStringLiteral("easy")};
    setup.seed = seed;
    setup.firstDealer = 0;
    return setup;
}

QString translationsDir()
{
    return QDir(QStringLiteral(RAZZIA_TEST_DATA))
        .absoluteFilePath(QStringLiteral("../../translations"));
}

// The %1…%99 and %n of a message.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%(\\d+|n)"));
    QStringList out;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    out.sort();
    out.removeDuplicates();
    return out;
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Pace::setSpeed(Speed::Instant);
    }

    void switchDuringAProposal()
    {
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        window.setLanguage(QStringLiteral("en"));
        settle();
        RazziaModule::of(window)->startGame(humans(4, 7));
        QVERIFY(driveToProposal(window));
        ProposalDialog *dialog = RazziaModule::of(window)->controller()->proposalDialog();
        QVERIFY(dialog->isVisible());
        settle();

        // Every problem of the round trip is gathered, so that one run names them all.
        QStringList problems;
        const Texts english = visibleTexts(&window);
        QVERIFY(english.size() > 60);
        QVERIFY(!RazziaModule::of(window)->logModel()->lines().isEmpty());
        problems << clashingMnemonics(&window);
        if (qEnvironmentVariableIsSet("RAZZIA_TEST_SHOTS")) {
            window.grab().save(QStringLiteral("/tmp/language-en.png"));
            dialog->grab().save(QStringLiteral("/tmp/proposal-en.png"));
        }

        window.setLanguage(QStringLiteral("fr"));
        settle();
        QVERIFY(dialog->isVisible());
        QCOMPARE(RazziaModule::of(window)->controller()->waiting(),
                 TableController::Waiting::Proposal);
        const Texts french = visibleTexts(&window);
        if (qEnvironmentVariableIsSet("RAZZIA_TEST_SHOTS")) {
            window.grab().save(QStringLiteral("/tmp/language-fr.png"));
            dialog->grab().save(QStringLiteral("/tmp/proposal-fr.png"));
        }
        problems << clashingMnemonics(&window);

        window.setLanguage(QStringLiteral("en"));
        settle();
        // Nothing lost: the same texts as before the round trip.
        problems << roundTrip(english, french, visibleTexts(&window));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void tsFilesComplete_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("en") << QStringLiteral("razzia_en.ts");
        QTest::newRow("fr") << QStringLiteral("razzia_fr.ts");
    }

    void tsFilesComplete()
    {
        QFETCH(QString, file);
        QFile ts(QDir(translationsDir()).absoluteFilePath(file));
        QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
        QXmlStreamReader xml(&ts);
        QStringList problems;
        QString context, source, translation;
        QStringList forms;
        bool numerus = false;
        bool unfinished = false;
        int messages = 0;
        bool french = false;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                const auto name = xml.name();
                if (name == QLatin1String("TS")) {
                    french = xml.attributes()
                                 .value(QLatin1String("language"))
                                 .startsWith(QLatin1String("fr"));
                } else if (name == QLatin1String("name")) {
                    context = xml.readElementText();
                } else if (name == QLatin1String("message")) {
                    numerus =
                        xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                    source.clear();
                    translation.clear();
                    forms.clear();
                    unfinished = false;
                } else if (name == QLatin1String("source")) {
                    source = xml.readElementText();
                } else if (name == QLatin1String("translation")) {
                    const auto type = xml.attributes().value(QLatin1String("type"));
                    unfinished = type == QLatin1String("unfinished");
                    if (type == QLatin1String("vanished") || type == QLatin1String("obsolete"))
                        unfinished = false, numerus = false, source.clear();
                    if (!numerus)
                        translation = xml.readElementText();
                } else if (name == QLatin1String("numerusform")) {
                    forms << xml.readElementText();
                }
            } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
                if (source.isEmpty())
                    continue;
                ++messages;
                const QString where = QStringLiteral("%1: \"%2\"").arg(context, source);
                if (unfinished)
                    problems << where + QStringLiteral(" is unfinished");
                const QStringList texts = numerus ? forms : QStringList{translation};
                if (numerus && forms.size() != 2)
                    problems << where + QStringLiteral(" needs 2 plural forms, has %1")
                                            .arg(forms.size());
                for (const QString &t : texts) {
                    if (t.isEmpty()) {
                        problems << where + QStringLiteral(" has no translation");
                        continue;
                    }
                    QStringList wanted = placeholders(source);
                    QStringList got = placeholders(t);
                    // A singular may spell the number out ("one card"), never drop anything else.
                    if (numerus) {
                        wanted.removeAll(QStringLiteral("%n"));
                        got.removeAll(QStringLiteral("%n"));
                    }
                    if (wanted != got)
                        problems << where + QStringLiteral(" → \"%1\": placeholders %2, not %3")
                                                .arg(t, got.join(QLatin1Char(' ')),
                                                     wanted.join(QLatin1Char(' ')));
                    // French puts a space before ? ! ; : and », which must not break: a title
                    // must never wrap with its question mark alone on the next line.
                    static const QRegularExpression breakable(QStringLiteral(" [?!;:»]|« "));
                    if (french && breakable.match(t).hasMatch())
                        problems << where + QStringLiteral(" → \"%1\": a normal space before "
                                                           "its punctuation")
                                                .arg(t);
                    // One apostrophe throughout the French: the typographic one.
                    if (french && t.contains(QLatin1Char('\'')))
                        problems << where +
                                        QStringLiteral(" → \"%1\": a typewriter apostrophe").arg(t);
                    const bool sourceKey = QKeySequence::mnemonic(source) != QKeySequence();
                    const bool translationKey = QKeySequence::mnemonic(t) != QKeySequence();
                    if (sourceKey != translationKey)
                        problems << where + QStringLiteral(" → \"%1\": accelerator").arg(t);
                }
                if (french && source == QLatin1String("$%1")) {
                    static const QRegularExpression sign(
                        QStringLiteral("^%1[\\x{a0}\\x{202f}]\\$$"));
                    if (!sign.match(translation).hasMatch())
                        problems << where + QStringLiteral(" must read \"%1 $\" with a no-break "
                                                           "space");
                }
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(messages > 150);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The start screen: its buttons' words and tips, the games' descriptions among them.
    void switchAtTheStartScreen()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.setSaveStore(shell::SaveStore(dir.filePath(QStringLiteral("games")),
                                             dir.filePath(QStringLiteral("history"))));
        window.resize(1366, 768);
        window.show();
        window.setLanguage(QStringLiteral("en"));
        settle();
        QVERIFY(window.startScreenShown());
        const Texts english = visibleTexts(&window);
        QVERIFY(english.size() > 20);
        window.setLanguage(QStringLiteral("fr"));
        settle();
        QStringList problems = compare(english, visibleTexts(&window), true);
        problems << clashingMnemonics(&window);
        window.setLanguage(QStringLiteral("en"));
        settle();
        QCOMPARE(visibleTexts(&window), english);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // A Speak Easy fight on show is put into the new language's words: its result, its
    // accessible name and its tooltip.
    void fightFollowsTheLanguage()
    {
        MainWindow window; // its translators
        window.setLanguage(QStringLiteral("en"));
        speakeasy::ui::FightView fight;
        const speakeasy::Confrontation c{speakeasy::Kind::Henchman, speakeasy::Kind::Car,
                                         speakeasy::Outcome::DefenderWins};
        fight.showFight(0, c, speakeasy::ui::Names::outcome(c), 0);
        const QString english = fight.accessibleName();
        QVERIFY2(english.contains(QStringLiteral("The higher value wins")), qPrintable(english));
        window.setLanguage(QStringLiteral("fr"));
        settle();
        const QString french = fight.accessibleName();
        QVERIFY2(french != english && !french.contains(QStringLiteral(" the ")) &&
                     french.contains(QStringLiteral("\u00a0:")),
                 qPrintable(french));
        QCOMPARE(fight.result(), speakeasy::ui::Names::outcome(c));
        QVERIFY(fight.toolTip().startsWith(french));
        window.setLanguage(QStringLiteral("en"));
        settle();
        QCOMPARE(fight.accessibleName(), english);
    }

    // The same round trip at Speak Easy's table, some moves into a game against the computer:
    // the board's tips, the log of moves and fights, the captured pieces, the clock and the
    // buttons.
    void switchAtSpeakEasy()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.setSaveStore(shell::SaveStore(dir.filePath(QStringLiteral("games")),
                                             dir.filePath(QStringLiteral("history"))));
        window.resize(1366, 768);
        window.show();
        window.setLanguage(QStringLiteral("en"));
        settle();
        auto *module = speakeasy::ui::SpeakEasyModule::of(window);
        QVERIFY(module->start(QStringLiteral("human"), QStringLiteral("random"), 78));
        QVERIFY(module->table()->startGame());
        auto *controller = module->table()->controller();
        for (int move = 0; move < 8; ++move) {
            QVERIFY(QTest::qWaitFor(
                [&] { return !controller->movesForViewer().empty() || controller->end(); }, 10000));
            if (controller->end())
                break;
            const std::vector<speakeasy::Move> moves = controller->movesForViewer();
            QVERIFY(controller->submitMove(moves[size_t(move * 7) % moves.size()]));
        }
        // Until the computer has answered the last move, and its move is shown: the texts
        // compared across the switch must not gain a log row meanwhile.
        QVERIFY(QTest::qWaitFor(
            [&] {
                return (!controller->movesForViewer().empty() || controller->end()) &&
                       !controller->animating();
            },
            10000));
        settle();

        QStringList problems;
        const Texts english = visibleTexts(&window);
        QVERIFY(english.size() > 20);
        window.setLanguage(QStringLiteral("fr"));
        settle();
        const Texts french = visibleTexts(&window);
        problems << clashingMnemonics(&window);
        window.setLanguage(QStringLiteral("en"));
        settle();
        problems << roundTrip(english, french, visibleTexts(&window));
        controller->halt();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void moneyFollowsTheLanguage()
    {
        MainWindow window;
        window.setLanguage(QStringLiteral("en"));
        settle();
        QCOMPARE(Format::money(55000), QStringLiteral("$55,000"));
        QCOMPARE(Format::money(1870000), QStringLiteral("$1,870,000"));
        QCOMPARE(Format::money(0), QStringLiteral("$0"));

        window.setLanguage(QStringLiteral("fr"));
        settle();
        for (const auto &[dollars, expected] : {std::pair{55000, "55 000 $"},
                                                {1870000, "1 870 000 $"},
                                                {5000, "5 000 $"},
                                                {0, "0 $"}}) {
            const QString money = Format::money(dollars);
            // No ordinary space: a sum never breaks across two lines.
            QVERIFY2(!money.contains(QLatin1Char(' ')), qPrintable(money));
            QString spaced = money;
            spaced.replace(QChar(0x202f), QLatin1Char(' ')).replace(QChar(0xa0), QLatin1Char(' '));
            QCOMPARE(spaced, QString::fromUtf8(expected));
        }
        window.setLanguage(QStringLiteral("en"));
        settle();
        QCOMPARE(Format::money(55000), QStringLiteral("$55,000"));
    }

    // A card never reads as a person: French calls the Gambler "Joueur", and a seat left
    // unnamed is "Joueur 1", so "Joueur 1 révèle Joueur 1 (Colibri)." said who played whom
    // badly; the card is "Joueur n° 1", as the French rules write it.
    void aCardIsNotReadAsASeat()
    {
        MainWindow window;
        window.setLanguage(QStringLiteral("fr"));
        settle();
        const Card gambler(Kind::Gambler, Bar::Colibri, 1);
        const QString card = Format::card(gambler);
        QCOMPARE(card, QStringLiteral("Joueur n°\u00a01 (Colibri)"));
        for (int seat = 1; seat <= 8; ++seat) {
            // The French default seat names ("Player %1", "Player 1").
            const QString seatName = QStringLiteral("Joueur %1").arg(seat);
            QVERIFY2(!card.startsWith(seatName + QLatin1Char(' ')), qPrintable(seatName));
        }
        // The hint names the card the same way ("Jouez Joueur 1 au Cotton Club" was read too).
        ai::Hint hint;
        hint.why = ai::Hint::Why::Card;
        hint.card = gambler;
        hint.bar = Bar::Colibri;
        hint.percent = 71;
        hint.amount = 40000;
        QVERIFY2(
            HintText::line(hint).startsWith(QStringLiteral("Jouez Joueur n°\u00a01 au Colibri")),
            qPrintable(HintText::line(hint)));
        window.setLanguage(QStringLiteral("en"));
        settle();
        QCOMPARE(Format::card(gambler), QStringLiteral("Gambler 1 (Colibri)"));
    }

    // The file writer's own reason, inside the window's translated sentence, is French too.
    void fileErrorsFollowTheLanguage()
    {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("a-file"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const QString path = blocker + QStringLiteral("/inside/game.json");
        MainWindow window;
        for (const auto &[language, expected] : {std::pair{"fr", "impossible de créer le dossier "},
                                                 std::pair{"en", "cannot create the folder "}}) {
            window.setLanguage(QString::fromLatin1(language));
            settle();
            QString error;
            QVERIFY(!files::writeAtomically(path, QByteArrayView("{}"), error));
            QVERIFY2(error.startsWith(QString::fromUtf8(expected)), qPrintable(error));
        }
    }

    void rulesFollowTheLanguage()
    {
        MainWindow window;
        window.show();
        window.setLanguage(QStringLiteral("en"));
        settle();
        RulesWindow *rules = RulesWindow::showRules(&window);
        QVERIFY(rules);
        QCOMPARE(RulesWindow::showRules(&window), rules); // one window, raised again
        QVERIFY(rules->isVisible());
        QVERIFY(rules->isWindow());
        QVERIFY(!rules->isModal());
        QVERIFY(window.isEnabled());
        settle();
        const QString english = rules->text();
        const QString englishTitle = rules->windowTitle();
        QVERIFY2(english.contains(QStringLiteral("Sharing and duels")),
                 qPrintable(english.left(200)));
        QVERIFY(!english.contains(QStringLiteral("Partages et duels")));
        shoot(rules, QStringLiteral("en"));

        window.setLanguage(QStringLiteral("fr"));
        settle();
        const QString french = rules->text();
        QVERIFY2(french.contains(QStringLiteral("Partages et duels")),
                 qPrintable(french.left(200)));
        QVERIFY(!french.contains(QStringLiteral("Sharing and duels")));
        QVERIFY(rules->windowTitle() != englishTitle);
        shoot(rules, QStringLiteral("fr"));

        // Both say the same rules: every rule number of docs/rules.md, in both languages.
        QFile doc(QDir(QStringLiteral(RAZZIA_TEST_DATA))
                      .absoluteFilePath(QStringLiteral("../../docs/rules.md")));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QString md = QString::fromUtf8(doc.readAll());
        static const QRegularExpression number(QStringLiteral("^(R[1-6]\\.\\d+) "),
                                               QRegularExpression::MultilineOption);
        int numbers = 0;
        for (auto it = number.globalMatch(md); it.hasNext(); ++numbers) {
            const QString rule = it.next().captured(1);
            QVERIFY2(english.contains(rule), qPrintable(rule + QStringLiteral(" (English)")));
            QVERIFY2(french.contains(rule), qPrintable(rule + QStringLiteral(" (French)")));
        }
        QVERIFY(numbers > 30);

        window.setLanguage(QStringLiteral("en"));
        settle();
        QCOMPARE(rules->text(), english);
        QCOMPARE(rules->windowTitle(), englishTitle);
        rules->close();
    }

    // The French rules and how-to pages keep the catalogue's typographic apostrophe in their
    // text (markup may quote as it likes).
    void frenchPagesKeepTheTypographicApostrophe()
    {
        const QStringList pages =
            QDir(QStringLiteral(":/rules")).entryList({QStringLiteral("*_fr.html")});
        QVERIFY(pages.size() >= 6);
        static const QRegularExpression tag(QStringLiteral("<[^>]*>"));
        for (const QString &page : pages) {
            QFile file(QStringLiteral(":/rules/") + page);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(file.readAll()).remove(tag);
            const qsizetype at = text.indexOf(QLatin1Char('\''));
            QVERIFY2(at < 0, qPrintable(page + QStringLiteral(": ") + text.mid(at - 30, 60)));
        }
    }

    // A seat the computer plays is a "computer" seat, "ordinateur" in French, in every dialog:
    // never "AI" here and "Computer" there (hot-seat review). Disambiguations and translators'
    // comments may say AI; what players read may not.
    void computerSeatsHaveOneWord_data() { tsFilesComplete_data(); }

    void computerSeatsHaveOneWord()
    {
        QFETCH(QString, file);
        QFile ts(QDir(translationsDir()).absoluteFilePath(file));
        QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
        QString text = QString::fromUtf8(ts.readAll());
        static const QRegularExpression comments(
            QStringLiteral("<(comment|extracomment|translatorcomment)>.*?</\\1>"),
            QRegularExpression::DotMatchesEverythingOption);
        text.remove(comments);
        static const QRegularExpression ai(QStringLiteral("\\b(AI|IA)s?\\b"));
        QStringList problems;
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            if (ai.match(line).hasMatch())
                problems << line.trimmed();
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

private:
    // With RAZZIA_TEST_SHOTS, the rules window as it opens, then page after page, to look at.
    static void shoot(RulesWindow *rules, const QString &language)
    {
        if (!qEnvironmentVariableIsSet("RAZZIA_TEST_SHOTS"))
            return;
        rules->grab().save(QStringLiteral("/tmp/rules-%1.png").arg(language));
        auto *browser = rules->findChild<QTextBrowser *>();
        QScrollBar *bar = browser->verticalScrollBar();
        for (int page = 1; bar->value() < bar->maximum() && page < 20; ++page) {
            bar->setValue(bar->value() + bar->pageStep());
            rules->grab().save(QStringLiteral("/tmp/rules-%1-%2.png").arg(language).arg(page));
        }
        bar->setValue(0);
    }

    // Plays a table of humans through the widgets until one of them must propose a division.
    bool driveToProposal(MainWindow &window)
    {
        TableController *c = RazziaModule::of(window)->controller();
        TableWidget *t = RazziaModule::of(window)->table();
        int bills = 0;
        for (int step = 0; step < 3000; ++step) {
            if (!QTest::qWaitFor([&] { return c->waiting() != TableController::Waiting::Nothing; },
                                 20000))
                return false;
            switch (c->waiting()) {
            case TableController::Waiting::Proposal:
                return QTest::qWaitFor([&] { return c->proposalDialog()->isVisible(); }, 5000);
            case TableController::Waiting::Curtain:
                QTest::mouseClick(t->curtainButton(), Qt::LeftButton);
                break;
            case TableController::Waiting::Bill:
                ++bills;
                dropOn(t->barBoard(Bar(bills % t->barCount())), billMimeData(t->pendingBill()));
                break;
            case TableController::Waiting::Card: {
                const QList<Card> cards = t->hand()->cards();
                // The highest card of the hand: numbers meet on the bars sooner.
                int slot = 0;
                for (int i = 1; i < int(cards.size()); ++i) {
                    if (cards[i].value() > cards[slot].value())
                        slot = i;
                }
                dropOn(t->barBoard(cards[slot].bar()), cardMimeData(slot, cards[slot]));
                break;
            }
            case TableController::Waiting::Passing:
            case TableController::Waiting::Continue:
                QTest::mouseClick(t->confirmButton(), Qt::LeftButton);
                break;
            case TableController::Waiting::Answer:
            case TableController::Waiting::GameOver:
            case TableController::Waiting::Nothing:
                return false;
            }
            QTest::qWait(0);
        }
        return false;
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
