#pragma once

#include "preview/PreviewDiagnostic.h"
#include "util/TorchVersion.h"

#include <QFrame>
#include <QList>

class QLabel;
class QPushButton;
class QTimer;

namespace ddpw {

class ElidedLabel;

// The line across the top of the window that always says where the job stands: "Ready to
// paste: no errors, checked against torch 2.6's own parser", or "2 errors: <the first>" with
// Show (the window jumps to that problem), and the main action, "Copy for the platform". It
// counts what the start command's preview lists (the job's problems and the command's
// findings, ShellCheck's included); infos do not stop a paste.
class JobStatusBanner : public QFrame
{
    Q_OBJECT

public:
    enum class State { Ready, Warnings, Errors };
    Q_ENUM(State)

    explicit JobStatusBanner(QWidget* parent = nullptr);

    void showStatus(const QList<PreviewDiagnostic>& diagnostics, const TorchVersion& torch);
    State state() const { return m_state; }
    QString message() const;
    QPushButton* copyButton() const { return m_copy; }
    // The last change of the job for a few seconds ("Changed: processes per node -> auto"), so
    // that no edit, fix, undo or redo goes unnoticed; empty once it has gone.
    static constexpr int kChangeShownMs = 6000;
    void showChange(const QString& change);
    QString change() const;

signals:
    void problemRequested(int diagnostic);
    void copyRequested();

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    void retranslate();
    void refresh();
    QColor stateColor() const;

    QList<PreviewDiagnostic> m_diagnostics;
    TorchVersion m_torch;
    State m_state = State::Ready;
    int m_first = -1; // the diagnostic Show jumps to (an index into the list shown), -1 for none
    QWidget* m_icon;  // where the state's mark is painted
    ElidedLabel* m_text;
    QPushButton* m_show;
    QPushButton* m_copy;
    ElidedLabel* m_change;
    QTimer* m_changeTimer;
};

} // namespace ddpw
