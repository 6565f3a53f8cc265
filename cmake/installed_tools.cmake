# The one list of the tools perftkit installs (global property
# PERFTKIT_INSTALLED_TOOLS): each goes into bin, gets a manual page
# (cmake/manpages.cmake) and a line in the package description
# (cmake/package.cmake), and the tests walk all of them through
# ${PROJECT_BINARY_DIR}/installed-tools.txt ("NAME PATH" a line, written
# by perftkit_write_tool_list once every folder has added its tools).
function(perftkit_install_tool target)
  install(TARGETS ${target} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  set_property(GLOBAL APPEND PROPERTY PERFTKIT_INSTALLED_TOOLS ${target})
endfunction()

function(perftkit_write_tool_list)
  get_property(tools GLOBAL PROPERTY PERFTKIT_INSTALLED_TOOLS)
  set(content "")
  foreach(tool ${tools})
    string(APPEND content "${tool} $<TARGET_FILE:${tool}>\n")
  endforeach()
  file(GENERATE OUTPUT ${PROJECT_BINARY_DIR}/installed-tools.txt CONTENT "${content}")
endfunction()
