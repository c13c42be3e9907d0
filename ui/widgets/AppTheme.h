#pragma once

#include "model/JobSpec.h" // ddpw::Severity

#include <QFont>
#include <QPalette>
#include <QString>
#include <QStringList>

class QLabel;
class QWidget;

namespace ddpw {

// The app's look in one place: the spacing of its pages (one rhythm for every step, as in
// KeePassXC's and GitHub Desktop's settings pages: a page margin, sections with a heading,
// fields with their label above), the heading faces, secondary text, and the light and dark
// palettes (View > Theme; "system" keeps the desktop's).
class AppTheme
{
public:
    static constexpr int kPageMargin = 16;     // around a page's content
    static constexpr int kSpacing = 8;         // between a page's blocks
    static constexpr int kFieldSpacing = 14;   // between one field and the next
    static constexpr int kLabelSpacing = 4;    // between a label and its editor
    static constexpr int kSectionSpacing = 22; // above a section's heading

    enum class Heading { Page, Section };
    static QFont headingFont(const QFont& base, Heading heading);
    // Help lines and captions: the palette's placeholder colour, so they follow the theme.
    static void makeSecondary(QLabel* label);

    // "system", "light" or "dark".
    static QStringList choices();
    static QString systemChoice() { return QStringLiteral("system"); }
    // The palette of a choice for the current style ("system": the style's own).
    static QPalette palette(const QString& choice);
    // Applies the choice to the application (an unknown one is "system").
    static void apply(const QString& choice);
    static QString current();
    // The saved choice (QSettings "theme"), and saving one.
    static QString savedChoice();
    static void save(const QString& choice);
    static bool isDark(const QPalette& palette);
    // Errors, warnings and notes: the underline in the command, an inline message's text.
    static QColor severityColor(Severity severity, const QPalette& palette);
    // The colour of "ready" (the status banner, a passed check).
    static QColor okColor(const QPalette& palette);
    // a and b mixed: t = 0 is a, 1 is b (tints that follow the palette).
    static QColor blend(const QColor& a, const QColor& b, double t);
};

} // namespace ddpw
