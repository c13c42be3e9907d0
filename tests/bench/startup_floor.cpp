// The floor of a Qt command-line program's start: a QCoreApplication created the way
// app/cli/main.cpp creates it (without GLib's dispatcher) and one line printed, nothing else
// linked. tools/bench-startup.sh compares `ddpwizard-cli --version` with it: what the CLI
// costs above this is what it loads and builds before it can answer.
#include <QCoreApplication>

#include <cstdio>

int main(int argc, char* argv[])
{
    if (!qEnvironmentVariableIsSet("QT_NO_GLIB"))
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    std::puts("startup_floor 1");
    return 0;
}
