// Shared by the offscreen tests of the game window.
#pragma once

#include <QtTest>
