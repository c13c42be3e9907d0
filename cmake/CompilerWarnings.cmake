# One place for the warning set every target of ours compiles with.
function(ddpw_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                           -Wold-style-cast -Wcast-align -Woverloaded-virtual)
  if(DDPW_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
option(DDPW_WERROR "Treat warnings as errors (CI turns this on)" OFF)
