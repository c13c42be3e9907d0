#include "widgets/AppTheme.h"

#include <QApplication>
#include <QLabel>
#include <QSettings>
#include <QStyle>

namespace ddpw {

namespace {

const QString kSettingsKey = QStringLiteral("theme");

QString& currentChoice()
{
    static QString choice = AppTheme::systemChoice();
    return choice;
}

QPalette lightPalette()
{
    QPalette p;
    const QColor window(0xf6, 0xf7, 0xf9), base(Qt::white), text(0x1f, 0x23, 0x28), mid(0xc9, 0xce, 0xd6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0xf0, 0xf2, 0xf5));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0xee, 0xf0, 0xf3));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xf0));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x65, 0x6d, 0x76));
    p.setColor(QPalette::Highlight, QColor(0x09, 0x69, 0xda));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x09, 0x69, 0xda));
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, Qt::white);
    p.setColor(QPalette::Midlight, QColor(0xe4, 0xe7, 0xeb));
    p.setColor(QPalette::Mid, mid);
    p.setColor(QPalette::Dark, QColor(0x8c, 0x95, 0x9f));
    p.setColor(QPalette::Shadow, QColor(0x57, 0x60, 0x6a));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x8c, 0x95, 0x9f));
    return p;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x24, 0x29, 0x2f), base(0x1b, 0x1f, 0x24), text(0xe6, 0xed, 0xf3);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x2d, 0x33, 0x3b));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x30, 0x36, 0x3d));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, QColor(0x30, 0x36, 0x3d));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9d, 0xa7, 0xb3));
    p.setColor(QPalette::Highlight, QColor(0x2f, 0x81, 0xf7));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x58, 0xa6, 0xff));
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Light, QColor(0x48, 0x4f, 0x58));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x41, 0x49));
    p.setColor(QPalette::Mid, QColor(0x55, 0x5d, 0x66));
    p.setColor(QPalette::Dark, QColor(0x15, 0x18, 0x1c));
    p.setColor(QPalette::Shadow, Qt::black);
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x6e, 0x76, 0x81));
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Button, window);
    return p;
}

} // namespace

QFont AppTheme::headingFont(const QFont& base, Heading heading)
{
    QFont font = base;
    // The page's title is larger, not bolder: a bold face is one more font file to open and
    // rasterise before the first frame. Sections (on later pages) are bold.
    font.setBold(heading == Heading::Section);
    const double scale = heading == Heading::Page ? 1.45 : 1.08;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * scale);
    else if (font.pixelSize() > 0)
        font.setPixelSize(qRound(font.pixelSize() * scale));
    return font;
}

void AppTheme::makeSecondary(QLabel* label)
{
    label->setForegroundRole(QPalette::PlaceholderText);
}

QStringList AppTheme::choices()
{
    return {systemChoice(), QStringLiteral("light"), QStringLiteral("dark")};
}

QPalette AppTheme::palette(const QString& choice)
{
    if (choice == QLatin1String("light"))
        return lightPalette();
    if (choice == QLatin1String("dark"))
        return darkPalette();
    return QApplication::style()->standardPalette();
}

void AppTheme::apply(const QString& choice)
{
    const QString known = choices().contains(choice) ? choice : systemChoice();
    if (known == currentChoice())
        return;
    currentChoice() = known;
    QApplication::setPalette(palette(known));
}

QString AppTheme::current()
{
    return currentChoice();
}

QString AppTheme::savedChoice()
{
    return QSettings().value(kSettingsKey, systemChoice()).toString();
}

void AppTheme::save(const QString& choice)
{
    QSettings().setValue(kSettingsKey, choice);
}

QColor AppTheme::severityColor(Severity severity, const QPalette& palette)
{
    const bool dark = isDark(palette);
    switch (severity) {
    case Severity::Error: return dark ? QColor(0xff, 0x7b, 0x72) : QColor(0xcf, 0x22, 0x2e);
    case Severity::Warning: return dark ? QColor(0xe3, 0xb3, 0x41) : QColor(0x9a, 0x67, 0x00);
    case Severity::Info: return dark ? QColor(0x58, 0xa6, 0xff) : QColor(0x09, 0x69, 0xda);
    }
    return palette.color(QPalette::Text);
}

QColor AppTheme::okColor(const QPalette& palette)
{
    return isDark(palette) ? QColor(0x3f, 0xb9, 0x50) : QColor(0x1a, 0x7f, 0x37);
}

QColor AppTheme::blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                            float(a.blueF() * (1 - t) + b.blueF() * t));
}

bool AppTheme::isDark(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < 128;
}

} // namespace ddpw
