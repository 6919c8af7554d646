// The games the window offers, in the order the start screen and Game ▸ New game list them.
// A third game is one folder under engine/, one under ui/, and one line here.
#include "gamemodule.h"
#include "gangstersmodule.h"
#include "razziamodule.h"
#include "speakeasymodule.h"

namespace shell {

void registerGames()
{
    Games::add(razzia::ui::RazziaModule::type());
    Games::add(speakeasy::ui::SpeakEasyModule::type());
    Games::add(gangsters::ui::GangstersModule::type());
}

namespace {

// Compiled into every program that links razzia_ui (the window, its tests), so that a
// MainWindow always finds the games, however it is made.
const bool s_registered = (registerGames(), true);

} // namespace

} // namespace shell
