# ddpw_folder_sources(DIRECTORY OUT): the files DIRECTORY/sources.cmake lists (DDPW_FOLDER_SOURCES),
# as absolute paths in OUT. Sources are listed rather than globbed, so that a file left in a folder
# by accident never joins a build; tests/shell/test_sources_listed.sh fails on a file not listed.
function(ddpw_folder_sources directory out)
  include(${directory}/sources.cmake)
  list(TRANSFORM DDPW_FOLDER_SOURCES PREPEND ${directory}/)
  set(${out} ${DDPW_FOLDER_SOURCES} PARENT_SCOPE)
endfunction()
