#pragma once

// CommandPreview: the start command as the user will paste it, live. A code view with shell
// highlighting, diagnostics underlined (message on hover) and listed below with "Apply fix"
// (DiagnosticList), a Copy button and a switch between the platform command, the bash script and the job JSON.
// The command is editable; edits go out (debounced) so the GUI can read them back into the
// form. It decides nothing itself: texts and diagnostics come in through the setters.
//
// API
//   setTexts(command, script, json)   what the three modes show; an unchanged text is left
//                                     alone, a changed one keeps the cursor and scroll position
//   setDiagnostics(list)              offsets refer to the command text; they follow the
//                                     user's edits until the next setDiagnostics
//   setMode(Mode) / mode()            Command is editable, Script and Json are read-only
//   applyFix(index)                   what the list's "Apply fix" buttons do (DiagnosticList;
//                                     Space on a selected row does it too)
//   copyToClipboard()                 what the Copy button does: exactly the shown mode's text
//   diagnosticMessageAt(offset)       the tooltip text over that offset of the command
//   showDiagnostic(index)             selects its words in the command (what clicking its row does)
//   keepDivision(window)              the user's division of command and list is kept per window
//                                     (SplitterMemory); until the user drags the handle, the
//                                     list gets room for its first kShownRows rows whole and the
//                                     command what is left of its own height
// Signals
//   commandEdited(text)               the user changed the command (kDebounceMs after the last
//                                     key; at once after "Apply fix")
//   fixApplied(index)                 a fix replaced its range (commandEdited follows)
//   jobFixRequested(problem)          "Apply fix" on a problem of the job: the window applies
//                                     problems()[problem].jobFix to the job
//   tokenActivated(offset)            the user clicked or hovered that offset of the command,
//                                     for the explain view
//   modeChanged(mode)
//   diagnosticsChanged()              the list changed (new diagnostics, a fix applied)

#include "preview/DiagnosticList.h"
#include "preview/PreviewDiagnostic.h"

#include <QWidget>

#include <array>

class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QTabBar;
class QTimer;

namespace ddpw {

class CommandHighlighter;

class CommandPreview : public QWidget
{
    Q_OBJECT

public:
    enum class Mode { Command = 0, Script = 1, Json = 2 };
    Q_ENUM(Mode)
    static constexpr int kDebounceMs = 150;
    // Rows the list shows whole, when it has them, before the user divides the pane otherwise.
    static constexpr int kShownRows = 5;

    explicit CommandPreview(QWidget* parent = nullptr);

    Mode mode() const { return m_mode; }
    QString text(Mode mode) const { return m_texts[std::size_t(mode)]; }
    QString commandText() const { return text(Mode::Command); }
    QList<PreviewDiagnostic> diagnostics() const { return m_diagnostics; }
    QString diagnosticMessageAt(int offset) const;

    // For the GUI's layout and for tests that drive the widget as a person would.
    QPlainTextEdit* editor() const { return m_editor; }
    DiagnosticList* diagnosticList() const { return m_list; }
    QPushButton* copyButton() const { return m_copy; }
    QTabBar* modeBar() const { return m_modes; }
    CommandHighlighter* highlighter() const { return m_highlighter; }
    QSplitter* splitter() const { return m_splitter; }
    // Keeps the user's division of the command and the list under this window's name (restored
    // now when there is one), instead of the automatic one.
    void keepDivision(const QString& window);
    // An edit still waiting for its debounce is sent now (commandEdited), before something
    // shows the preview again.
    void flushEdit();

public slots:
    void setTexts(const QString& command, const QString& script, const QString& json);
    void setDiagnostics(const QList<ddpw::PreviewDiagnostic>& diagnostics);
    void setMode(ddpw::CommandPreview::Mode mode);
    void applyFix(int index);
    void copyToClipboard();
    void showDiagnostic(int index);

signals:
    void commandEdited(const QString& command);
    void fixApplied(int index);
    void jobFixRequested(int problem);
    void tokenActivated(int offset);
    void modeChanged(ddpw::CommandPreview::Mode mode);
    void diagnosticsChanged();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showText(const QString& text);
    QString editorText() const;
    void onContentsChange(const QString& before, const QString& after);
    void onUserEdit();
    void refreshUnderlines();
    void refreshList();
    void divide();
    int offsetAt(const QPoint& viewportPos) const;

    QTabBar* m_modes = nullptr;
    QPushButton* m_copy = nullptr;
    QPlainTextEdit* m_editor = nullptr;
    DiagnosticList* m_list = nullptr;
    QSplitter* m_splitter = nullptr;
    QTimer* m_debounce = nullptr;
    CommandHighlighter* m_highlighter = nullptr;
    std::array<QString, 3> m_texts;
    QList<PreviewDiagnostic> m_diagnostics;
    Mode m_mode = Mode::Command;
    // True while the widget itself changes the editor, so that is not taken for a user edit.
    bool m_settingText = false;
    bool m_dividedByUser = false; // the user dragged the handle (now or in an earlier window)
    bool m_dividing = false;
    bool m_divideAgain = false;
};

} // namespace ddpw
