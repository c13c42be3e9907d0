#pragma once

#include "launcher/WrapperOptionRow.h"

namespace ddpw {

// The options of the `deepspeed` runner (also `ds` and `python -m deepspeed.launcher.runner`),
// read from microsoft/DeepSpeed deepspeed/launcher/runner.py (parse_args) at commit 38327e0, the
// state of release 0.16.4. A plain argparse.ArgumentParser: unique prefixes are accepted.
class DeepSpeedOptions
{
public:
    static const QList<WrapperOptionRow>& rows();
    static WrapperDialect dialect();
};

} // namespace ddpw
