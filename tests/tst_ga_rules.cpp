// Gangsters' rules family by family (issue 26), one row a situation named after its rule: each
// row is a position in a few words, the dice and the decisions of a turn, and what must follow
// (fields of the state after the turn, or the options of the next decision point).
#include "tst_ga_support.h"

using namespace gangsters;
using namespace gangsters::test;

namespace {

// A state from a short spec: the base state (everyone in prison serving 2, cops in prison)
// with each listed gang merge-patched in place and the other fields merge-patched on top.
io::Json stateOf(const io::Json &spec)
{
    const int gangs = spec.contains("gangs") ? int(spec["gangs"].size()) : 2;
    io::Json s = baseState(std::max(2, gangs), spec.value("round", 5));
    io::Json rest = spec;
    if (spec.contains("gangs")) {
        for (size_t i = 0; i < spec["gangs"].size(); ++i) {
            // A character placed out of the prison serves nothing unless the row says so.
            io::Json g = spec["gangs"][i];
            if (g.contains("chars")) {
                for (auto &[role, c] : g["chars"].items()) {
                    if (c.value("at", "P") != "P" && !c.contains("sentence"))
                        c["sentence"] = 0;
                }
            }
            s["gangs"][i].merge_patch(g);
        }
        rest.erase("gangs");
    }
    s.merge_patch(rest);
    return s;
}

// "in": the row's state spec, dice, decisions; "out": JSON pointers into the state after the
// turn with their values, or for a legal query "type" and "has" / "lacks" / "exactly".
void addRow(const char *name, const char *row)
{
    QTest::newRow(name) << QByteArray(row);
}

} // namespace

class TestGangstersRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rules_data()
    {
        QTest::addColumn<QByteArray>("row");
        // GA4.3: the prison exits, straight along avenue d; after a 1 the heading is P (G41).
        addRow("GA4.3 exit with a 1",
               R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"sentence":0}}}]},
            "dice":[1],"decisions":[{"type":"action","seat":0,"choice":"none"}],
            "out":{"/gangs/0/chars/killer/at":"A1.1","/gangs/0/chars/killer/from":"P"}})");
        addRow("GA4.3 exit with a 6",
               R"({"state":{"round":2,"gangs":[{"chars":{"dealer":{"sentence":0}}}]},
            "dice":[6],"decisions":[{"type":"action","seat":0,"choice":"mug"}],
            "out":{"/gangs/0/chars/dealer/at":"A6.6","/gangs/0/chars/dealer/from":"A6.5","/gangs/0/money":10}})");
        addRow("GA3.4a a sentence served, no move",
               R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"sentence":1}}}]},
            "dice":[],"decisions":[],"out":{"/gangs/0/chars/killer/at":"P","/gangs/0/chars/killer/sentence":0,"/active":1}})");
        // GA4.4: no U-turn, at the first pip and later.
        addRow(
            "GA4.4 no U-turn at the first pip",
            R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"at":"A2.3","from":"A2.2","sentence":0}}}]},
            "dice":[1],"decisions":[],"legal":{"type":"move","exactly":[{"to":"A2.4","via":"A2.3"},{"to":"I2.1","via":"A2.3"},{"to":"I1.3","via":"A2.3"}]}})");
        addRow(
            "GA4.4 no U-turn at a later pip",
            R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"at":"A1.2","from":"A1.1","sentence":0}}}]},
            "dice":[2],"decisions":[],"legal":{"type":"move","exactly":[{"to":"A1.4","via":"A1.3"},{"to":"I1.1","via":"A1.3"},{"to":"I6.3","via":"A1.3"}]}})");
        addRow(
            "GA4.4 free heading out of a shop",
            R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"at":"1.3","from":"A1.5","sentence":0}}}]},
            "dice":[1],"decisions":[],"legal":{"type":"move","exactly":[{"to":"A1.5","via":"1.3"},{"to":"1.4","via":"1.3"},{"to":"1.8","via":"1.3"}]}})");
        // GA4.6: a shop on the last pip only; GA4.7, GA4.5: owned shops crossed, never twice.
        addRow(
            "GA4.6 a shop on the last pip",
            R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"at":"A1.3","from":"A1.4","sentence":0}}}]},
            "dice":[2],"decisions":[],"legal":{"type":"move","has":[{"to":"1.1","via":"A1.2"}]}})");
        addRow(
            "GA4.6 not through a shop before the last pip",
            R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"at":"A1.3","from":"A1.4","sentence":0}}}]},
            "dice":[3],"decisions":[],"legal":{"type":"move","lacks":[{"to":"1.2","via":"1.1"},{"to":"A1.2","via":"1.1"}]}})");
        addRow(
            "GA4.7 through owned shops",
            R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"at":"A1.3","from":"A1.4","sentence":0}}}],"shops":{"1.1":{"owner":0}}},
            "dice":[3],"decisions":[],"legal":{"type":"move","has":[{"to":"1.2","via":"1.1"}]}})");
        addRow(
            "GA4.5 an owned shop never twice",
            R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"at":"A1.5","from":"A1.6","sentence":0}}}],
            "shops":{"1.3":{"owner":0},"1.8":{"owner":0}}},
            "dice":[5],"decisions":[],"legal":{"type":"move","lacks":[{"to":"1.3","via":"A1.5"}]}})");
        // GA4.8: sewers are one pip; straight back down the same sewer is a U-turn.
        addRow(
            "GA4.8 a sewer is one pip",
            R"({"state":{"round":2,"gangs":[{"chars":{"dealer":{"at":"O2.2","from":"O2.1","sentence":0}}}]},
            "dice":[2],"decisions":[],"legal":{"type":"move","has":[{"to":"O5.3","via":"O2.3"},{"to":"O4.3","via":"O2.3"}]}})");
        addRow(
            "GA4.8 no U-turn down a sewer",
            R"({"state":{"round":2,"gangs":[{"chars":{"dealer":{"at":"O1.3","from":"O2.3","sentence":0}}}]},
            "dice":[1],"decisions":[],"legal":{"type":"move","lacks":[{"to":"O2.3","via":"O1.3"}],"has":[{"to":"O3.3","via":"O1.3"}]}})");
        // GA4.9: the clinic only with a wounded rival there, from round 4.
        addRow(
            "GA4.9 the clinic is open",
            R"({"state":{"round":6,"gangs":[{"chars":{"killer":{"at":"I6.1","from":"A6.3","sentence":0}}},{"chars":{"vamp":{"at":"CLINIC","wounded":true,"sentence":0}}}],
            "cops":[{"at":"A1.2","from":"A1.1"},{"at":"A2.2","from":"A2.1"}]},
            "dice":[1,1,2],"decisions":[],"legal":{"type":"move","exactly":[{"to":"CLINIC","via":"I6.2"},{"to":"I6.3","via":"I6.2"}]}})");
        // GA5.2–GA5.4: the arrival actions; GA5.3 (G20): something compulsory in a shop.
        addRow(
            "GA5.2 street actions before round 4",
            R"({"state":{"round":2,"gangs":[{"stock":2,"chars":{"dealer":{"at":"O2.4","from":"O2.3","sentence":0}}}]},
            "dice":[1],"decisions":[{"type":"move","seat":0,"choice":{"to":"O2.5","via":"O2.4"}}],
            "legal":{"type":"action","exactly":[{"action":"none"},{"action":"mug"},{"action":"traffic"}]}})");
        addRow(
            "GA5.3 compulsory action in a shop",
            R"({"state":{"round":6,"gangs":[{"money":40,"chars":{"killer":{"at":"A1.3","from":"A1.4","sentence":0}}}],
            "cops":[{"at":"A4.2","from":"A4.1"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[1,1,2],"decisions":[{"type":"move","seat":0,"choice":{"to":"1.1","via":"A1.2"}}],
            "legal":{"type":"action","exactly":[{"action":"racket"},{"action":"holdup","mode":"money"}]}})");
        addRow(
            "GA5.3 none only when nothing else is legal",
            R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"at":"A1.3","from":"A1.4","sentence":0}}}],"shops":{"1.1":{"racket":1}}},
            "dice":[2],"decisions":[{"type":"move","seat":0,"choice":{"to":"1.1","via":"A1.2"}}],
            "out":{"/gangs/0/chars/killer/at":"1.1","/gangs/0/chars/killer/pending":[],"/shops/1.1":{"racket":1}}})");
        addRow(
            "GA5.4 an owned shop is a street",
            R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"at":"A1.3","from":"A1.4","sentence":0}}}],"shops":{"1.1":{"owner":0}}},
            "dice":[2],"decisions":[{"type":"move","seat":0,"choice":{"to":"1.1","via":"A1.2"}}],
            "out":{"/gangs/0/chars/killer/at":"1.1","/active":1}})");
        // GA6.8: laying traffic; never on another gang's frontage; loitering on one's own pawn.
        addRow(
            "GA6.8 loitering on one's own pawn",
            R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"at":"A1.2","from":"A1.1","sentence":0}}}],"traffic":{"A1.3":0}},
            "dice":[1],"decisions":[{"type":"move","seat":0,"choice":{"to":"A1.3","via":"A1.2"}},{"type":"action","seat":0,"choice":"none"}],
            "out":{"/gangs/0/chars/killer/pending":[{"offence":"traffic","years":1,"at":"A1.3"}]}})");
        // GA3.4b, GA8.6: income, and traffic income diverted by a vamp.
        addRow("GA8.6 traffic income to the vamp's gang", R"({"state":{"round":8,"active":1,
            "gangs":[{"chars":{"vamp":{"at":"A3.2","from":"A3.1","sentence":0,"companion":[1,"dealer"],"vamp_turns":2}}},
                     {"money":0,"chars":{"dealer":{"at":"A3.2","from":"A3.1","sentence":0,"controlled_by":0}}}],
            "traffic":{"O2.1":1,"O2.2":1}},
            "dice":[1,1],"decisions":[],"out":{"/gangs/0/money":10,"/gangs/1/money":0}})");
        // GA6.3, GA6.4, GA1.5: 15 tokens at most; buying replaces one's own R.
        addRow(
            "GA6.3 no racket past 15 tokens",
            R"({"state":{"round":2,"gangs":[{"money":0,"chars":{"killer":{"at":"A2.3","from":"A2.4","sentence":0}}}],
            "shops":{"2.3":{"racket":0},"2.4":{"racket":0},"2.5":{"racket":0},"2.6":{"racket":0},"2.7":{"racket":0},
                     "3.2":{"racket":0},"3.3":{"racket":0},"3.4":{"racket":0},"3.5":{"racket":0},"3.6":{"racket":0},
                     "3.7":{"racket":0},"4.2":{"racket":0},"4.3":{"racket":0},"4.4":{"racket":0},"4.5":{"racket":0}}},
            "dice":[2],"decisions":[{"type":"move","seat":0,"choice":{"to":"2.1","via":"A2.2"}}],
            "out":{"/gangs/0/chars/killer/at":"2.1","/gangs/0/chars/killer/pending":[]}})");
        addRow(
            "GA6.4 buying over one's own R at 15 tokens",
            R"({"state":{"round":2,"gangs":[{"money":100,"chars":{"killer":{"at":"A2.3","from":"A2.4","sentence":0}}}],
            "shops":{"2.1":{"racket":0},"2.4":{"racket":0},"2.5":{"racket":0},"2.6":{"racket":0},"2.7":{"racket":0},
                     "3.2":{"racket":0},"3.3":{"racket":0},"3.4":{"racket":0},"3.5":{"racket":0},"3.6":{"racket":0},
                     "3.7":{"racket":0},"4.2":{"racket":0},"4.3":{"racket":0},"4.4":{"racket":0},"4.5":{"racket":0}}},
            "dice":[2],"decisions":[{"type":"move","seat":0,"choice":{"to":"2.1","via":"A2.2"}}],
            "out":{"/shops/2.1":{"owner":0},"/gangs/0/money":75}})");
        addRow("GA6.9 recolouring on a hold-up for property",
               R"({"state":{"round":6,"gangs":[{"chars":{"killer":{"at":"O1.3","from":"O1.4"}}}],
            "shops":{"1.4":{"owner":1}},"traffic":{"O1.1":1,"O1.2":1},"cops":[{"at":"A4.2","from":"A4.1"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[1,1,2,  6,1, 6],"decisions":[{"type":"move","seat":0,"choice":{"to":"1.4","via":"O1.2"}},
                                                {"type":"action","seat":0,"choice":{"action":"holdup","mode":"property"}}],
            "out":{"/shops/1.4":{"owner":0},"/traffic":{"O1.1":0,"O1.2":0},"/gangs/0/chars/killer/pending":[{"offence":"holdup","years":1,"at":"1.4"},{"offence":"murder","years":2,"at":"1.4"}]}})");
        // GA7.2: pending offences seen when a pair ends beside them; GA7.6: no arrest on a manhole.
        addRow("GA7.2 a pending offence seen after a pair's move",
               R"({"state":{"round":6,"active":1,
            "gangs":[{"chars":{"killer":{"at":"A1.3","from":"A1.2","sentence":0,"pending":[{"offence":"mugging","years":1,"at":"A1.3"}]}}},{}],
            "cops":[{"at":"A1.5","from":"A1.6"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[1,1],"decisions":[],
            "out":{"/gangs/0/chars/killer/record":[{"offence":"mugging","years":1,"at":"A1.3"}],"/gangs/0/chars/killer/at":"A1.3"}})");
        addRow("GA7.6 no arrest on a manhole", R"({"state":{"round":6,"active":1,
            "gangs":[{"chars":{"killer":{"at":"O1.3","from":"O1.2","sentence":0,"record":[{"offence":"murder","years":2,"at":"A1.3"}]}}},{}],
            "cops":[{"at":"O1.1","from":"A1.6"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[2,1],"decisions":[],
            "out":{"/gangs/0/chars/killer/at":"O1.3","/cops/0/at":"O1.3"}})");
        addRow("GA7.5 obey: the sentence is the record", R"({"state":{"round":6,"active":1,
            "gangs":[{"chars":{"killer":{"at":"A1.3","from":"A1.2","sentence":0,"record":[{"offence":"murder","years":2,"at":"A1.3"},{"offence":"racket","years":1,"at":"1.1"}]}}},{}],
            "shops":{"1.1":{"racket":0}},"cops":[{"at":"A1.5","from":"A1.6"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[2,1],"decisions":[{"type":"arrest","seat":0,"choice":"obey"}],
            "out":{"/gangs/0/chars/killer/at":"P","/gangs/0/chars/killer/sentence":3,"/gangs/0/chars/killer/record":[],"/shops":{}}})");
        addRow("GA7.5 a rebel who wins stays free", R"({"state":{"round":6,"active":1,
            "gangs":[{"chars":{"killer":{"at":"A1.3","from":"A1.2","sentence":0,"record":[{"offence":"mugging","years":1,"at":"A1.3"}]}}},{}],
            "cops":[{"at":"A1.5","from":"A1.6"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[2,1,  6, 1,1,  6, 6],"decisions":[{"type":"arrest","seat":0,"choice":"rebel"}],
            "out":{"/gangs/0/chars/killer/at":"A1.3","/cops/0":{"at":"P","from":null},
                   "/gangs/0/chars/killer/record":[{"offence":"mugging","years":1,"at":"A1.3"},{"offence":"rebellion","years":1,"at":"A1.3"},{"offence":"murder","years":2,"at":"A1.3"},{"offence":"murder","years":2,"at":"A1.3"}]}})");
        // GA9.2: ties are rolled again.
        addRow("GA9.2 a tie is rolled again",
               R"({"state":{"round":6,"gangs":[{"chars":{"vamp":{"at":"I2.1","from":"A2.3"}}}],
            "cops":[{"at":"A4.2","from":"A4.1"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[1,1,1,  3,3,  5,2,  6],"decisions":[{"type":"move","seat":0,"choice":{"to":"2.7","via":"I2.1"}},{"type":"action","seat":0,"choice":{"action":"holdup","mode":"money"}}],
            "out":{"/gangs/0/money":50,"/gangs/0/chars/vamp/pending":[{"offence":"holdup","years":1,"at":"2.7"},{"offence":"murder","years":2,"at":"2.7"}]}})");
        addRow(
            "GA9.3 a lost hold-up",
            R"({"state":{"round":6,"gangs":[{"chars":{"dealer":{"at":"A2.1","from":"A1.1","sentence":0}}}],
            "cops":[{"at":"A4.2","from":"A4.1"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[1,1,2,  1,  4,4,  6],"decisions":[{"type":"move","seat":0,"choice":{"to":"2.1","via":"A2.2"}},{"type":"action","seat":0,"choice":{"action":"holdup","mode":"money"}}],
            "out":{"/gangs/0/money":0,"/gangs/0/chars/dealer/at":"CEMETERY"}})");
        // GA9.5: finishing off; GA10.3: elimination and GA11.2, the last gang.
        addRow(
            "GA11.2 the last gang",
            R"({"state":{"round":6,"gangs":[{"chars":{"killer":{"at":"I6.1","from":"A6.3","sentence":0}}},
            {"chars":{"killer":{"at":"CEMETERY"},"vamp":{"at":"CEMETERY"},"dealer":{"at":"CLINIC","wounded":true,"sentence":0}}}],
            "cops":[{"at":"A1.2","from":"A1.1"},{"at":"A2.2","from":"A2.1"}]},
            "dice":[1,1,2,  4, 6],"decisions":[{"type":"move","seat":0,"choice":{"to":"CLINIC","via":"I6.2"}}],
            "out":{"/gangs/1/eliminated":true,"/over":{"status":"won","winners":[0],"reason":"last_gang"},"/active":0,"/gangs/0/chars/killer/pending":[]}})");
        addRow("GA9.5 G42 nobody left to finish off", R"({"state":{"round":6,
            "gangs":[{"chars":{"vamp":{"at":"I6.1","from":"A6.3","sentence":0,"companion":[1,"killer"],"vamp_turns":2}}},
                     {"chars":{"killer":{"at":"I6.1","from":"A6.3","sentence":0,"controlled_by":0},"vamp":{"at":"A1.1","from":"A6.1","sentence":0},"dealer":{"at":"CLINIC","wounded":true,"sentence":0}}}],
            "cops":[{"at":"A1.2","from":"A1.1"},{"at":"A2.2","from":"A2.1"}]},
            "dice":[1,1,2,  6, 5],"decisions":[{"type":"move","seat":0,"choice":{"to":"CLINIC","via":"I6.2"}}],
            "out":{"/gangs/1/chars/dealer/at":"CEMETERY","/gangs/1/chars/killer/at":"CLINIC","/gangs/0/chars/vamp/vamp_turns":1}})");
        // GA10.2: recruitment at each price kind.
        addRow(
            "GA10.2 recruiting free at home",
            R"({"state":{"round":6,"gangs":[{"money":0,"chars":{"killer":{"at":"CEMETERY"},"vamp":{"at":"A1.1","from":"A6.1","sentence":0}}}],
            "shops":{"1.1":{"owner":0}},"cops":[{"at":"A4.2","from":"A4.1"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[1,1,2],"decisions":[{"type":"move","seat":0,"choice":{"to":"1.1","via":"A1.2"}},{"type":"action","seat":0,"choice":{"action":"recruit","role":"killer"}}],
            "out":{"/gangs/0/chars/killer":{"at":"1.1","from":null,"sentence":0,"wounded":false,"record":[],"pending":[],"controlled_by":null,"companion":null,"vamp_turns":0,"dazed":false},"/gangs/0/money":10}})");
        addRow(
            "GA10.2 recruiting for 50 without owner",
            R"({"state":{"round":6,"gangs":[{"money":60,"chars":{"killer":{"at":"CEMETERY"},"vamp":{"at":"A1.1","from":"A6.1","sentence":0}}}],
            "cops":[{"at":"A4.2","from":"A4.1"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[1,1,2],"decisions":[{"type":"move","seat":0,"choice":{"to":"1.1","via":"A1.2"}},{"type":"action","seat":0,"choice":{"action":"recruit","role":"killer"}}],
            "out":{"/gangs/0/chars/killer/at":"1.1","/gangs/0/money":10}})");
        addRow(
            "GA10.2 the owner refuses",
            R"({"state":{"round":6,"gangs":[{"money":60,"chars":{"killer":{"at":"CEMETERY"},"vamp":{"at":"A1.1","from":"A6.1","sentence":0}}}],
            "shops":{"1.1":{"owner":1}},"cops":[{"at":"A4.2","from":"A4.1"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[1,1,2],"decisions":[{"type":"move","seat":0,"choice":{"to":"1.1","via":"A1.2"}},{"type":"action","seat":0,"choice":{"action":"recruit","role":"killer"}},
                                       {"type":"price","seat":1,"choice":"refuse"}],
            "out":{"/gangs/0/chars/killer/at":"CEMETERY","/gangs/0/money":60}})");
        addRow(
            "GA10.2 an unaffordable price is no sale",
            R"({"state":{"round":6,"gangs":[{"money":60,"chars":{"killer":{"at":"CEMETERY"},"vamp":{"at":"A1.1","from":"A6.1","sentence":0}}}],
            "shops":{"1.1":{"owner":1}},"cops":[{"at":"A4.2","from":"A4.1"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[1,1,2],"decisions":[{"type":"move","seat":0,"choice":{"to":"1.1","via":"A1.2"}},{"type":"action","seat":0,"choice":{"action":"recruit","role":"killer"}},
                                       {"type":"price","seat":1,"choice":70}],
            "out":{"/gangs/0/chars/killer/at":"CEMETERY","/gangs/0/money":60,"/gangs/1/money":0}})");
        // GA8.2: a dazed man cannot be vamped; GA8.4: release after the third turn.
        addRow(
            "GA8.2 no vamping of a dazed man",
            R"({"state":{"round":6,"gangs":[{"chars":{"vamp":{"at":"A1.2","from":"A1.1","sentence":0}}},
            {"chars":{"killer":{"at":"A1.3","from":"A1.2","sentence":0,"dazed":true}}}],
            "cops":[{"at":"A4.2","from":"A4.1"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[1,1,1],"decisions":[{"type":"move","seat":0,"choice":{"to":"A1.3","via":"A1.2"}}],"legal":{"type":"action","lacks":[{"action":"vamp","target":[1,"killer"]}],"has":[{"action":"settle","targets":[[1,"killer"]]}]}})");
        // GA11.3 (G48): the round limit; the most shops wins and the round stays.
        addRow(
            "GA11.3 the round limit",
            R"({"state":{"round":60,"active":1,"gangs":[{"money":5},{"money":400}],"shops":{"2.2":{"owner":0}}},
            "dice":[1,1],"decisions":[],
            "out":{"/over":{"status":"won","winners":[0],"reason":"round_limit"},"/round":60,"/active":1}})");
        addRow(
            "GA11.3 equal shops, the most money",
            R"({"state":{"round":60,"active":1,"gangs":[{"money":5},{"money":400}],"shops":{"2.2":{"owner":0},"2.3":{"owner":1}}},
            "dice":[1,1],"decisions":[],
            "out":{"/over":{"status":"won","winners":[1],"reason":"round_limit"}}})");
        addRow("GA11.3 a draw",
               R"({"state":{"round":60,"active":1,"gangs":[{"money":5},{"money":5}]},
            "dice":[1,1],"decisions":[],
            "out":{"/over":{"status":"drawn","winners":[0,1],"reason":"round_limit"}}})");
        // GA11.4 (G52): a gang that is not active resigns in place of the decision it is asked.
        addRow("G52 resigning at an arrest", R"({"state":{"round":6,"active":1,
            "gangs":[{"chars":{"killer":{"at":"A1.3","from":"A1.2","record":[{"offence":"mugging","years":1,"at":"A1.3"}]}}},{},{}],
            "cops":[{"at":"A1.5","from":"A1.6"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[2,1],"decisions":[{"type":"resign","seat":0,"choice":true}],
            "out":{"/gangs/0/eliminated":true,"/gangs/0/chars/killer/at":"CEMETERY","/over":null,"/active":2,"/cops/0/at":"A1.3"}})");
        addRow(
            "G52 the owner resigns at the price",
            R"({"state":{"round":6,"gangs":[{"money":60,"chars":{"killer":{"at":"CEMETERY"},"vamp":{"at":"A1.1","from":"A6.1"}}}],
            "shops":{"1.1":{"owner":1}},"cops":[{"at":"A4.2","from":"A4.1"},{"at":"A5.2","from":"A5.1"}]},
            "dice":[1,1,2],"decisions":[{"type":"move","seat":0,"choice":{"to":"1.1","via":"A1.2"}},{"type":"action","seat":0,"choice":{"action":"recruit","role":"killer"}},
                                       {"type":"resign","seat":1,"choice":true}],
            "out":{"/gangs/0/chars/killer/at":"CEMETERY","/shops":{},"/over":{"status":"won","winners":[0],"reason":"resign"}}})");
        addRow(
            "G49 the active gang resigns",
            R"({"state":{"round":2,"gangs":[{"chars":{"killer":{"at":"A2.3","from":"A2.2"}}},{},{}]},
            "dice":[1],"decisions":[{"type":"resign","seat":0,"choice":true}],
            "out":{"/gangs/0/eliminated":true,"/active":1,"/round":2,"/over":null}})");
        // GA7.10: buying the police.
        addRow("GA7.10 buying the police", R"({"state":{"round":6,"gangs":[{"money":600}]},
            "dice":[1,1],"decisions":[{"type":"buy_police","seat":0,"choice":true}],
            "out":{"/police_owner":0,"/gangs/0/money":100}})");
    }

    void rules()
    {
        QFETCH(QByteArray, row);
        const io::Json r = parse(row.toStdString());
        QVERIFY(r.is_object());
        const io::Json state = stateOf(r.at("state"));
        io::Json doc = turnOf(state, r.at("dice").dump(), r.at("decisions").dump());
        if (r.contains("legal")) {
            doc["format"] = "gangsters-legal/1";
            io::Json got;
            const std::string refusal =
                refusalOf([&] { got = io::Json::parse(legalQuery(doc).dump()); });
            QVERIFY2(refusal.empty(), refusal.c_str());
            const io::Json &want = r.at("legal");
            QCOMPARE(got.at("type"), want.at("type"));
            const io::Json &options = got.at("options");
            auto has = [&](const io::Json &o) {
                return std::find(options.begin(), options.end(), o) != options.end();
            };
            for (const auto &o : want.value("has", io::Json::array()))
                QVERIFY2(has(o), (o.dump() + " not in " + options.dump()).c_str());
            for (const auto &o : want.value("lacks", io::Json::array()))
                QVERIFY2(!has(o), (o.dump() + " in " + options.dump()).c_str());
            if (want.contains("exactly")) {
                QCOMPARE(options.size(), want.at("exactly").size());
                for (const auto &o : want.at("exactly"))
                    QVERIFY2(has(o), (o.dump() + " not in " + options.dump()).c_str());
            }
            return;
        }
        io::Json got;
        const std::string refusal =
            refusalOf([&] { got = io::Json::parse(resolveTurn(doc).dump()); });
        QVERIFY2(refusal.empty(), refusal.c_str());
        QVERIFY2(got.contains("state"), got.dump().c_str());
        for (const auto &[pointer, value] : r.at("out").items()) {
            const io::Json &actual = got.at("state").at(io::Json::json_pointer(pointer));
            QVERIFY2(actual == value,
                     (pointer + ": " + actual.dump() + " instead of " + value.dump()).c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestGangstersRules)
#include "tst_ga_rules.moc"
