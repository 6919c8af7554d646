// The shell's names as Razzia's table uses them: its files were written when the shell shared
// Razzia's namespace, and name its classes unqualified. The shell itself declares nothing in
// razzia::ui (issue 23: the shell knows no game).
#pragma once

#include "curtain.h"
#include "gamemodule.h"
#include "levelnames.h"
#include "pace.h"
#include "paintedtext.h"
#include "savestore.h"
#include "settings.h"
#include "statistics.h"

namespace shell {
class MainWindow;
class RulesWindow;
class StartScreen;
class StatisticsDialog;
class UnfinishedGamesModel;
} // namespace shell

namespace razzia::ui {

using shell::AutoplayOptions;
using shell::GameModule;
using shell::GameType;
using shell::LoadedGame;
namespace Games = shell::Games;
using shell::AiPace;
using shell::computerNames;
using shell::Curtain;
using shell::defaultHumanName;
using shell::escapedText;
using shell::kMaxGameFileBytes;
using shell::LevelForm;
using shell::levelIds;
using shell::levelName;
using shell::MainWindow;
using shell::Pace;
using shell::PaintedText;
using shell::PaintedTexts;
using shell::readGameFile;
using shell::RulesWindow;
using shell::SaveStore;
using shell::Settings;
using shell::Speed;
using shell::StartScreen;
using shell::Statistics;
using shell::StatisticsDialog;
using shell::StepTime;
using shell::UnfinishedGamesModel;

} // namespace razzia::ui
