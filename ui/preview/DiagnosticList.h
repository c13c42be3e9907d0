#pragma once

// DiagnosticList: the command's diagnostics under the preview's editor (CommandPreview), one row
// each in the order given: the severity (its mark and word; in a pane narrower than
// kCompactListWidth the mark alone, the word its tooltip and accessible text), the message read
// whole on as many lines as it takes, the code (after the message when narrow), and "Apply fix"
// painted in its own row (FixButtonDelegate) with what it changes in words beneath. Clicking the
// button or Space on a selected row asks for that fix (fixRequested); the preview applies it. It
// decides nothing: its rows are the diagnostics it is given.

#include "preview/PreviewDiagnostic.h"

#include <QTreeWidget>

namespace ddpw {

class FixButtonDelegate;

class DiagnosticList : public QTreeWidget
{
    Q_OBJECT

public:
    enum Column { SeverityColumn, MessageColumn, CodeColumn, FixColumn };
    // Every cell of a row holds the index (into the diagnostics shown) of the diagnostic it shows.
    static constexpr int kDiagnosticRole = Qt::UserRole + 101;
    // Narrower than this, the severity column shows only its mark (the word is its tooltip and
    // accessible text) and the code follows the message ("... [DDP106]") instead of having a
    // column, so that the messages keep the width.
    static constexpr int kCompactListWidth = 560;

    explicit DiagnosticList(QWidget* parent = nullptr);

    // The rows for `diagnostics` of `command` (a fix's words quote what it replaces there); the
    // list keeps its scroll position and is hidden when there is nothing to show.
    void showDiagnostics(const QList<PreviewDiagnostic>& diagnostics, const QString& command);
    // Where row `row`'s "Apply fix" button is drawn, in the viewport; empty without a fix.
    QRect fixButtonRect(int row) const;
    // The headers and the list's name in the current language (the rows come with showDiagnostics).
    void retranslate();

signals:
    // "Apply fix" clicked, or Space on a selected row with a fix; queued, since applying it
    // rebuilds the rows.
    void fixRequested(int index);
    // The rows' heights changed (new rows, another width): what divides the pane may divide again.
    void rowHeightsChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void applyCompactness();
    void fitRowHeights(int messageWidth = -1);
    QString messageText(const PreviewDiagnostic& diagnostic) const;
    // What a row's "Apply fix" changes, all of it, in words ("replace '--rdzv-id' with '--rdzv_id'").
    QString fixWords(const PreviewDiagnostic& diagnostic, const QString& command) const;
    static QString quotedForFix(const QString& text);

    FixButtonDelegate* m_fixDelegate = nullptr;
    QList<PreviewDiagnostic> m_diagnostics;
    bool m_compact = false; // narrow: the severity's mark only, the code after the message
};

} // namespace ddpw
