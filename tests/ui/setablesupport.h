// Speak Easy's table in the window's tests: two people at one screen brought to the first move.
#pragma once

#include "speakeasycontroller.h"
#include "speakeasytable.h"

// Starts the game and takes both sides through their set-ups as dealt (SE3.6), each behind the
// curtain, which is lifted for the first move. False if either set-up was refused.
[[nodiscard]] inline bool startHotSeatGame(speakeasy::ui::SpeakEasyTable &table,
                                           speakeasy::ui::TableController *controller)
{
    controller->start();
    controller->liftCurtain();
    if (!table.startGame())
        return false;
    controller->liftCurtain();
    if (!table.startGame())
        return false;
    controller->liftCurtain();
    return true;
}
