#include "curtain.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace shell {

namespace {

// Light cream on dark wine: a contrast ratio of 14.5:1 by WCAG 2's relative luminance
// (0.805 against 0.0088), well above the 4.5:1 asked for text; the button's dark brown on cream
// (#20160c on #f6e7b4) is 14.4:1.
const QColor kBackground(0x2a, 0x0f, 0x12);
const QColor kText(0xf6, 0xe7, 0xb4);

} // namespace

Curtain::Curtain(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("curtain"));
    // Opaque on its own: nothing of the table under it shows through.
    setAutoFillBackground(true);
    QPalette colours = palette();
    colours.setColor(QPalette::Window, kBackground);
    colours.setColor(QPalette::WindowText, kText);
    setPalette(colours);
    auto *column = new QVBoxLayout(this);
    column->addStretch(1);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("curtainTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 2);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    // The title's colour by its own style sheet: a table with a style sheet (Razzia's) makes
    // Qt's style-sheet style draw the labels under it, and that ignores the palette above, which
    // left the title black on the curtain (1.2:1).
    m_title->setStyleSheet(QStringLiteral("color: %1;").arg(kText.name()));
    column->addWidget(m_title);
    m_button = new QPushButton(this);
    m_button->setObjectName(QStringLiteral("curtainButton"));
    m_button->setDefault(true);
    m_button->setMinimumHeight(40);
    auto *buttonRow = new QHBoxLayout;
    buttonRow->addStretch(1);
    buttonRow->addWidget(m_button);
    buttonRow->addStretch(1);
    column->addLayout(buttonRow);
    column->addStretch(1);
    // The button in the curtain's colours with a focus ring that shows on it (Breeze's blue),
    // as Razzia's table draws its own buttons (on the button only: the title keeps the palette).
    m_button->setStyleSheet(QStringLiteral(
        "QPushButton { background: #f6e7b4; color: #20160c; border: 2px solid #8a744a;"
        " border-radius: 6px; padding: 6px 14px; font-weight: bold; }"
        "QPushButton:hover { background: #fff3cc; }"
        "QPushButton:focus { border: 3px solid #3daee9; padding: 5px 13px; outline: none; }"));
    connect(m_button, &QPushButton::clicked, this, [this] {
        lower();
        Q_EMIT lifted();
    });
    parent->installEventFilter(this);
    hide();
}

void Curtain::raiseWith(const QString &title, const QString &buttonText)
{
    m_title->setText(title);
    m_button->setText(buttonText);
    setAccessibleName(title);
    setGeometry(parentWidget()->rect());
    raise();
    show();
    m_button->setFocus();
}

void Curtain::lower()
{
    hide();
}

QString Curtain::title() const
{
    return m_title->text();
}

bool Curtain::eventFilter(QObject *watched, QEvent *event)
{
    // Whatever the parent lays out or adds later stays underneath. Raised, not hidden: a
    // curtain raised on a table not shown yet (a resumed game) is not "visible" until the table
    // is, and must still take the table's size when it is laid out.
    if (watched == parentWidget() &&
        (event->type() == QEvent::Resize || event->type() == QEvent::ChildAdded) && !isHidden()) {
        setGeometry(parentWidget()->rect());
        raise();
    }
    return QWidget::eventFilter(watched, event);
}

void Curtain::keyPressEvent(QKeyEvent *event)
{
    // Enter and Space lift it wherever its focus is, as a dialog's default button would.
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        m_button->click();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace shell
