// Writes a saved Gangsters game (gangsters-game/1) that stops where a person must take a given
// decision, for looking at the window under Xvfb (docs/screenshots): `razzia FILE` resumes it
// there. Not a test. Seat 0 is a person answering with a fixed pattern, the others play their
// level; the first decision of the asked type for seat 0 (and, with `other`, during another
// gang's turn) ends the file. With `hotseat`, seat 1 ("Lucky") is a person too, for looking at
// the table from the other chair.
//   gangsters-situation TYPE SEED OUT [other] [hotseat]   TYPE: arrest, price, accept, …
#include "gangsters/levels.h"
#include "gangsters/session.h"

#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>

using namespace gangsters;

int main(int argc, char **argv)
{
    if (argc < 4) {
        std::fprintf(stderr, "usage: gangsters-situation TYPE SEED OUT [other] [hotseat]\n");
        return 2;
    }
    const std::string type = argv[1];
    bool other = false, hotseat = false;
    for (int i = 4; i < argc; ++i) {
        other = other || std::strcmp(argv[i], "other") == 0;
        hotseat = hotseat || std::strcmp(argv[i], "hotseat") == 0;
    }
    Session::Setup setup;
    setup.seed = std::stoull(argv[2]);
    setup.gangs = 4;
    setup.seats = {{"Karine", "human", ""},
                   {"Lucky", hotseat ? "human" : "ai", hotseat ? "" : "normal"},
                   {"Dutch", "ai", "normal"},
                   {"Bugsy", "ai", "easy"}};
    Session session;
    session.start(setup);
    // The person: a normal-level mind for everything but the decision looked for.
    auto mind = makePolicy("normal", 1);
    for (int i = 0; i < 20000; ++i) {
        if (session.playOn().what == Session::Stop::Over)
            break;
        const Point &p = *session.pending();
        if (decisionTypeId(p.type) == type && (!other || p.seat != session.state().active)) {
            std::ofstream(argv[3]) << writeRecord(session.record()).dump(1) << "\n";
            std::printf("round %d, %zu decisions\n", int(session.state().round),
                        session.record().decisions.size());
            return 0;
        }
        session.decide(p.seat, mind->decide(session.view(p.seat)));
    }
    std::fprintf(stderr, "no such decision in this game\n");
    return 1;
}
