#include "window/JobStatusBanner.h"

#include "widgets/AppTheme.h"
#include "widgets/ElidedLabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMetaEnum>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QTimer>

namespace ddpw {

JobStatusBanner::JobStatusBanner(QWidget* parent)
    : QFrame(parent), m_icon(new QWidget(this)), m_text(new ElidedLabel(this)), m_show(new QPushButton(this)),
      m_copy(new QPushButton(this)), m_change(new ElidedLabel(this)), m_changeTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("statusBanner"));
    m_text->setObjectName(QStringLiteral("statusText"));
    m_show->setObjectName(QStringLiteral("showProblem"));
    m_copy->setObjectName(QStringLiteral("copyForPlatform"));
    m_copy->setDefault(false);
    const int mark = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setFixedSize(mark, mark);
    m_show->setFocusPolicy(Qt::TabFocus);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(AppTheme::kPageMargin, 6, AppTheme::kSpacing, 6);
    layout->setSpacing(AppTheme::kSpacing);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    m_change->setObjectName(QStringLiteral("lastChange"));
    m_change->hide();
    layout->addWidget(m_change, 1);
    m_changeTimer->setSingleShot(true);
    m_changeTimer->setInterval(kChangeShownMs);
    connect(m_changeTimer, &QTimer::timeout, this, [this] { showChange(QString()); });
    layout->addWidget(m_show);
    layout->addWidget(m_copy);
    connect(m_show, &QPushButton::clicked, this, [this] {
        if (m_first >= 0)
            emit problemRequested(m_first);
    });
    connect(m_copy, &QPushButton::clicked, this, &JobStatusBanner::copyRequested);
    retranslate();
}

void JobStatusBanner::showStatus(const QList<PreviewDiagnostic>& diagnostics, const TorchVersion& torch)
{
    m_diagnostics = diagnostics;
    m_torch = torch;
    refresh();
}

void JobStatusBanner::showChange(const QString& change)
{
    m_change->setFullText(change);
    m_change->setAccessibleName(change);
    m_change->setToolTip(change);
    m_change->setVisible(!change.isEmpty());
    if (change.isEmpty())
        m_changeTimer->stop();
    else
        m_changeTimer->start();
}

QString JobStatusBanner::change() const
{
    return m_change->fullText();
}

QString JobStatusBanner::message() const
{
    return m_text->fullText();
}

void JobStatusBanner::refresh()
{
    int errors = 0;
    int warnings = 0;
    int firstError = -1;
    int firstWarning = -1;
    for (int i = 0; i < m_diagnostics.size(); ++i) {
        if (m_diagnostics[i].severity == Severity::Error && errors++ == 0)
            firstError = i;
        if (m_diagnostics[i].severity == Severity::Warning && warnings++ == 0)
            firstWarning = i;
    }
    m_state = errors ? State::Errors : warnings ? State::Warnings : State::Ready;
    m_first = errors ? firstError : firstWarning;
    QString text;
    switch (m_state) {
    case State::Errors:
        text = tr("Not ready: %n error(s). First: %1", nullptr, errors).arg(m_diagnostics[firstError].message);
        break;
    case State::Warnings:
        text = tr("Ready to paste, with %n warning(s). First: %1", nullptr, warnings)
                   .arg(m_diagnostics[firstWarning].message);
        break;
    case State::Ready:
        text = m_torch.isKnown()
                   ? tr("Ready to paste: no errors, checked against torch %1's own parser").arg(m_torch.toString())
                   : tr("Ready to paste: no errors, checked against the options every torch release accepts");
        break;
    }
    m_text->setFullText(text);
    m_text->setAccessibleName(text);
    setProperty("state", QString::fromLatin1(QMetaEnum::fromType<State>().valueToKey(int(m_state))).toLower());
    m_icon->setAccessibleName(m_state == State::Errors     ? tr("Errors")
                              : m_state == State::Warnings ? tr("Warnings")
                                                           : tr("Ready"));
    m_show->setVisible(m_first >= 0);
    update();
}

void JobStatusBanner::retranslate()
{
    m_show->setText(tr("&Show"));
    m_show->setToolTip(tr("Go to the first problem"));
    m_copy->setText(tr("Copy for the &platform"));
    m_copy->setToolTip(tr("Copy the start command for the platform's \"start command\" box (Ctrl+Shift+C)"));
    refresh();
}

void JobStatusBanner::changeEvent(QEvent* event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        update();
}

QColor JobStatusBanner::stateColor() const
{
    switch (m_state) {
    case State::Errors: return AppTheme::severityColor(Severity::Error, palette());
    case State::Warnings: return AppTheme::severityColor(Severity::Warning, palette());
    case State::Ready: break;
    }
    return AppTheme::okColor(palette());
}

void JobStatusBanner::paintEvent(QPaintEvent* event)
{
    // A tint of the state's colour over the window, and a bar of it at the left edge: readable
    // in the light and the dark palette alike.
    QPainter painter(this);
    const QColor accent = stateColor();
    painter.fillRect(rect(), AppTheme::blend(palette().color(QPalette::Window), accent, 0.14));
    painter.fillRect(QRect(0, 0, 4, height()), accent);
    painter.setPen(AppTheme::blend(palette().color(QPalette::Window), accent, 0.35));
    painter.drawLine(rect().bottomLeft(), rect().bottomRight());
    // The state's mark, painted: a tick, an exclamation mark or a cross in a disc of its colour
    // (no icon file to load at start-up, and it follows the palette).
    const QRectF disc = QRectF(m_icon->geometry()).adjusted(1, 1, -1, -1);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(accent);
    painter.drawEllipse(disc);
    QPen pen(palette().color(QPalette::Base), disc.width() / 7, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    const QPointF c = disc.center();
    const double r = disc.width() / 4;
    switch (m_state) {
    case State::Ready:
        painter.drawPolyline(QPolygonF{c + QPointF(-r, 0), c + QPointF(-r / 3, r * 0.7), c + QPointF(r, -r * 0.6)});
        break;
    case State::Warnings:
        painter.drawLine(c + QPointF(0, -r), c + QPointF(0, r * 0.2));
        painter.drawPoint(c + QPointF(0, r * 0.8));
        break;
    case State::Errors:
        painter.drawLine(c + QPointF(-r * 0.8, -r * 0.8), c + QPointF(r * 0.8, r * 0.8));
        painter.drawLine(c + QPointF(-r * 0.8, r * 0.8), c + QPointF(r * 0.8, -r * 0.8));
        break;
    }
    QFrame::paintEvent(event);
}

} // namespace ddpw
