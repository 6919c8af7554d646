// A window manager writes a dialog's title in its title bar beside the bar's buttons, with the
// application's name after it ("… — Razzia"), and cuts the middle out of what does not fit:
// "Speak Easy:…ver — Razzia" on a dialog as narrow as its contents. A dialog of the table is
// made at least as wide as its whole title needs.
#pragma once

class QWidget;

namespace speakeasy::ui {

// The width a title bar needs for `window`'s whole title, the application's name after it
// and the bar's buttons, measured in the bold application font (wider than title bars' own).
int titleRoom(const QWidget *window);

// Sets `dialog`'s minimum width to titleRoom(); call it again when the title changes.
void fitTitle(QWidget *dialog);

} // namespace speakeasy::ui
