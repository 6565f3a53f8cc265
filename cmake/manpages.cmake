# Manual pages: share/man/man1/TOOL.1.gz for every tool built, generated
# at build time from the tool's own --help and --version by help2man
# (man/make_manpage.py), so that `man perft` says what `perft --help`
# says. Without help2man (Debian package help2man) the build goes on
# without pages; scripts/check-install.sh fails on an install that lacks
# them.
find_program(PERFTKIT_HELP2MAN help2man)
find_package(Python3 COMPONENTS Interpreter)
if(NOT PERFTKIT_HELP2MAN OR NOT Python3_Interpreter_FOUND)
  message(WARNING "help2man or python3 not found: no manual pages (install help2man)")
  return()
endif()

get_property(tools GLOBAL PROPERTY PERFTKIT_INSTALLED_TOOLS)  # cmake/installed_tools.cmake

set(pages)
foreach(tool ${tools})
  set(page ${PROJECT_BINARY_DIR}/man/${tool}.1.gz)
  add_custom_command(
    OUTPUT ${page}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
    # (The MPI tools answer --help without mpirun, also as root.)
    # SEE ALSO names the manual where install.cmake installs docs/.
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/man/make_manpage.py --doc-dir ${CMAKE_INSTALL_FULL_DOCDIR}
            $<TARGET_FILE:${tool}> ${page} ${tools}
    DEPENDS ${tool} ${PROJECT_SOURCE_DIR}/man/make_manpage.py
    COMMENT "Manual page ${tool}.1.gz"
    VERBATIM)
  list(APPEND pages ${page})
endforeach()
add_custom_target(perftkit_manpages ALL DEPENDS ${pages})
install(FILES ${pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
