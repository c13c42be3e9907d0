#pragma once

// A parsed launcher value as the argparse oracles of tests/torch and tests/wrappers write it:
// ["kind", value] with argparse's type name (null, bool, int, float, str, list) and the value in
// its Python spelling, so that a type mix-up (int 5 against str "5") shows as a difference.

#include "launcher/LauncherParseResult.h"
#include "launcher/LauncherValue.h"

#include <nlohmann/json.hpp>

namespace ddpw::test {

inline nlohmann::json typed(const LauncherValue& value)
{
    switch (value.kind()) {
    case LauncherValue::Kind::Null: return {"null", nullptr};
    case LauncherValue::Kind::Bool: return {"bool", value.toString().toStdString()};
    case LauncherValue::Kind::Int: return {"int", value.toString().toStdString()};
    case LauncherValue::Kind::Float: return {"float", value.toString().toStdString()};
    case LauncherValue::Kind::String: return {"str", value.toString().toStdString()};
    case LauncherValue::Kind::StringList: {
        nlohmann::json list = nlohmann::json::array();
        for (const QString& item : value.toStringList())
            list.push_back(item.toStdString());
        return {"list", list};
    }
    }
    return nullptr;
}

// A parse that argparse accepted, in the oracles' keys: "args" (every dest, typed), the training
// script and its arguments.
inline void addParsedArguments(nlohmann::json& out, const LauncherParseResult& result)
{
    nlohmann::json args = nlohmann::json::object();
    for (const LauncherArgument& argument : result.arguments)
        args[argument.dest.toStdString()] = typed(argument.value);
    out["args"] = args;
    out["training_script"] = result.trainingScript.toStdString();
    nlohmann::json scriptArgs = nlohmann::json::array();
    for (const QString& arg : result.trainingScriptArgs)
        scriptArgs.push_back(arg.toStdString());
    out["training_script_args"] = scriptArgs;
}

} // namespace ddpw::test
