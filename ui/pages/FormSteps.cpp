#include "pages/FormSteps.h"

#include "pages/BasicPage.h"
#include "pages/CheckPage.h"
#include "pages/CommandPage.h"
#include "pages/FrameworkPage.h"
#include "pages/TaskPage.h"

#include <optional>

namespace ddpw {

namespace {

// JobField lists the platform form's fields in its order, so each step owns one run of them,
// first to last; Check edits no field.
struct FieldRun
{
    JobField first;
    JobField last;
};
constexpr std::optional<FieldRun> kRuns[FormSteps::kCount] = {
    FieldRun{JobField::JobName, JobField::TorchVersion},
    FieldRun{JobField::ComputeFramework, JobField::ComputeFramework},
    FieldRun{JobField::RoleName, JobField::PlatformVariables},
    FieldRun{JobField::Launcher, JobField::Python},
    std::nullopt,
};

} // namespace

QString FormSteps::title(int step)
{
    switch (step) {
    case Basic: return tr("Basic configuration");
    case Framework: return tr("Compute framework");
    case Task: return tr("Task configuration");
    case Command: return tr("Start command");
    case Check: return tr("Check");
    }
    return {};
}

QList<JobField> FormSteps::fields(int step)
{
    if (step < 0 || step >= kCount || !kRuns[step])
        return {};
    QList<JobField> result;
    for (int field = static_cast<int>(kRuns[step]->first); field <= static_cast<int>(kRuns[step]->last); ++field)
        result.append(static_cast<JobField>(field));
    return result;
}

int FormSteps::stepOf(JobField field)
{
    for (int step = 0; step < kCount; ++step) {
        if (fields(step).contains(field))
            return step;
    }
    return Basic;
}

QString FormSteps::pageObjectName(int step)
{
    static const QStringList names{QStringLiteral("basicPage"), QStringLiteral("frameworkPage"),
                                   QStringLiteral("taskPage"), QStringLiteral("commandPage"),
                                   QStringLiteral("checkPage")};
    return names.value(step);
}

FormPage* FormSteps::createPage(int step, JobDocument* document, QWidget* parent)
{
    FormPage* page = nullptr;
    switch (step) {
    case Basic: page = new BasicPage(document, parent); break;
    case Framework: page = new FrameworkPage(document, parent); break;
    case Task: page = new TaskPage(document, parent); break;
    case Command: page = new CommandPage(document, parent); break;
    case Check: page = new CheckPage(document, parent); break;
    default: return nullptr;
    }
    page->setObjectName(pageObjectName(step));
    return page;
}

} // namespace ddpw
