#pragma once

#include "model/JobSpec.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QWidget;

namespace ddpw {

class FormPage;
class JobDocument;

// The guided form's steps in the platform's order, known without building their pages: the
// window builds a step's page when it is first shown (start-up stays close to an empty
// window's), while the step list marks every step by its fields' problems from the start.
class FormSteps
{
    Q_DECLARE_TR_FUNCTIONS(FormSteps)

public:
    enum Step { Basic, Framework, Task, Command, Check };
    static constexpr int kCount = 5;

    static QString title(int step);
    // The fields the step's page edits; the page registers exactly these (a test checks it).
    static QList<JobField> fields(int step);
    // The step that edits the field; every field belongs to one.
    static int stepOf(JobField field);
    static QString pageObjectName(int step);
    static FormPage* createPage(int step, JobDocument* document, QWidget* parent);
};

} // namespace ddpw
