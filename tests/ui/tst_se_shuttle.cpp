// Normal does not play aimlessly (issue 25): it never takes back its own last quiet move with
// a quiet move (c8-c9, then c9-c8) while another move exists. The same search without the
// rule does shuttle in these games, which is what the rule removes. Whole games through the
// engine's Session, as razzia-cli plays them; the ladder's shares are measured with razzia-cli
// tournament (docs/speakeasy-ai.md), not here.
#include <QtTest>

#include "speakeasy/ai/determinized.h"
#include "speakeasy/levels.h"
#include "speakeasy/session.h"

using namespace speakeasy;

namespace {

// Plies at which `seat` took back its own last quiet move with a quiet move though it had
// another legal move.
int shuttles(const Game &game, int seat)
{
    Game replay(game.layout(0), game.layout(1), game.first());
    auto fought = [&game](int ply) {
        for (const SeenConfrontation &c : game.confrontations())
            if (c.ply == ply)
                return true;
        return false;
    };
    int count = 0;
    const std::vector<Move> &moves = game.moves();
    for (int ply = 0; ply < int(moves.size()); ++ply) {
        const Move m = moves[size_t(ply)];
        if (replay.position().toMove() == seat && ply >= 2 && !fought(ply - 2) && !fought(ply) &&
            m == Move{moves[size_t(ply - 2)].to, moves[size_t(ply - 2)].from} &&
            replay.position().legalMoves().count() > 1)
            ++count;
        if (!replay.play(m))
            return -1;
    }
    return count;
}

int shuttlesOver(std::function<std::unique_ptr<Policy>(uint64_t)> make, int games)
{
    int total = 0;
    for (int g = 1; g <= games; ++g) {
        Session session;
        Session::Setup setup;
        setup.seed = uint64_t(g);
        setup.policies[0] = make(seatSeed(setup.seed, 0));
        setup.policies[1] = makePolicy("easy", seatSeed(setup.seed, 1));
        session.start(std::move(setup));
        if (session.playOn().what != Session::Stop::Over)
            return -1;
        const int n = shuttles(*session.game(), 0);
        if (n < 0)
            return -1;
        total += n;
    }
    return total;
}

} // namespace

class TestSeShuttle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void normalNeverShuttles()
    {
        const int normal =
            shuttlesOver([](uint64_t seed) { return makePolicy("normal", seed); }, 12);
        QCOMPARE(normal, 0);
        // Normal's search and mixing without the rule (levels.cpp's normalConfig otherwise).
        ai::SearchConfig config;
        config.worlds = 6;
        config.depth = 2;
        config.wideDepth = 2;
        config.formationSwaps = 200;
        config.mixMargin = 10;
        config.mixTemperature = 5;
        const int without = shuttlesOver(
            [&config](uint64_t seed) {
                return std::make_unique<ai::DeterminizedPolicy>(seed, config);
            },
            12);
        qInfo("back-and-forth moves in 12 games against easy: %d without the rule, %d with it",
              without, normal);
        QVERIFY(without > 0);
    }
};

QTEST_MAIN(TestSeShuttle)
#include "tst_se_shuttle.moc"
