#pragma once

// ExplainPanel: the teaching view beside the command preview. Shows, for the token the user
// clicked or hovered, what it is, what it means, its default and what it causes on the nodes.
// The explanations come from core (the checks engineer's explain feature); this only lays them
// out. All four strings are plain text (escaped here), so any content is safe to pass.
//
// API
//   setExplanation(title, meaning, defaultValue, effectOnNodes)   empty parts are left out
//   clearExplanation()                                            back to the hint text
//   title()                                                       what is shown now ("" = hint)

#include <QTextBrowser>

namespace ddpw {

class ExplainPanel : public QTextBrowser
{
    Q_OBJECT

public:
    explicit ExplainPanel(QWidget* parent = nullptr);

    QString title() const { return m_title; }

public slots:
    void setExplanation(const QString& title, const QString& meaning, const QString& defaultValue,
                        const QString& effectOnNodes);
    void clearExplanation();

protected:
    void changeEvent(QEvent* event) override;

private:
    QString m_title;
    QString m_meaning;
    QString m_default;
    QString m_effect;
    void render();
};

} // namespace ddpw
