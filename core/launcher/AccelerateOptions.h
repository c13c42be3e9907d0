#pragma once

#include "launcher/WrapperOptionRow.h"

namespace ddpw {

// The options of `accelerate launch` (also `accelerate-launch` and `python -m
// accelerate.commands.launch`), read from huggingface/accelerate src/accelerate/commands/launch.py
// (launch_command_parser) and commands/utils.py (CustomArgumentParser, which adds the dashed
// spellings) at commit 16cb6eb, whose option set is that of release 1.14.0. The parser has
// allow_abbrev=False and is a subparser of `accelerate` (Python 3.11 argparse).
class AccelerateOptions
{
public:
    static const QList<WrapperOptionRow>& rows();
    static WrapperDialect dialect();
};

} // namespace ddpw
