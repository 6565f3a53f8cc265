# `cpack -G DEB` in a build folder: perftkit_<version>_amd64.deb with what
# `cmake --install` installs, under /usr. Build it from the portable
# preset (scripts/check-install.sh --package does): a native build would
# need the packaging machine's instruction set on every user's machine.
set(CPACK_PACKAGE_NAME perftkit)
set(CPACK_PACKAGE_VENDOR perftkit)
set(CPACK_PACKAGE_CONTACT "perftkit lead <lead@perftkit.invalid>")  # the project's commit author
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Verified perft move-generation toolkit for chess, Chess960, Dragon and Raindrop")
# The long description lists every installed tool (cmake/installed_tools.cmake)
# with the summary its --help starts with, so it cannot fall behind the
# tools: the build writes it (man/make_manpage.py --description, lines of
# at most 79 characters as Debian's control file wants) and cpack reads it
# (cmake/package/description.cmake).
get_property(perftkit_tools GLOBAL PROPERTY PERFTKIT_INSTALLED_TOOLS)
find_package(Python3 COMPONENTS Interpreter REQUIRED)
set(CPACK_PERFTKIT_DESCRIPTION_FILE ${PROJECT_BINARY_DIR}/package/description.txt)
set(tool_files)
foreach(tool ${perftkit_tools})
  list(APPEND tool_files $<TARGET_FILE:${tool}>)
endforeach()
add_custom_command(OUTPUT ${CPACK_PERFTKIT_DESCRIPTION_FILE}
                   COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/package
                   COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/man/make_manpage.py --description
                           ${CPACK_PERFTKIT_DESCRIPTION_FILE} ${tool_files}
                   DEPENDS ${perftkit_tools} ${PROJECT_SOURCE_DIR}/man/make_manpage.py
                   COMMENT "Package description from the tools' --help"
                   VERBATIM)
add_custom_target(perftkit_package_description ALL DEPENDS ${CPACK_PERFTKIT_DESCRIPTION_FILE})
set(CPACK_PROJECT_CONFIG_FILE ${PROJECT_SOURCE_DIR}/cmake/package/description.cmake)
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # perftkit_<version>_<arch>.deb
set(CPACK_STRIP_FILES ON)  # the tools; CMake leaves the static library's symbols alone
# devel, not games: lintian wants a games package's programs in /usr/games,
# and these are tools for engine authors.
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# The tools' run-time libraries (oneTBB, Boost.Program_options, libstdc++)
# from dpkg-shlibdeps; building against perftkit::core also needs oneTBB's
# headers and CMake package.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libtbb-dev, cmake")

# lintian (scripts/check-install.sh --package fails on an error) reports no
# errors and no warnings. Left, at the informational level (lintian -I):
# - hardening-no-bindnow, hardening-no-fortify-functions: the compile and
#   link flags are the presets' (CMakePresets.json), which this file does
#   not set (-z now and _FORTIFY_SOURCE would be added there);
#   scripts/hardening.sh checks the tools under sanitizers and fuzzing.
# - package-contains-documentation-outside-usr-share-doc: the data sets'
#   README.md and reference text files stay beside the EPD files they
#   describe, in share/perftkit, where `--suite NAME` finds them.
# - static-library-has-unneeded-sections (.comment, the compiler's name):
#   harmless; CPack strips the tools, not the library.

# Debian policy files in share/doc/perftkit (lintian: no-copyright-file,
# no-changelog): the copyright statement, and a changelog of one entry
# naming the commit built, dated like it (the same commit gives the same
# bytes), compressed as policy asks (gzip -9n).
set(PERFTKIT_CHANGELOG_DATE "")
if(GIT_FOUND)
  execute_process(COMMAND ${GIT_EXECUTABLE} log -1 --format=%aD
                  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                  OUTPUT_VARIABLE PERFTKIT_CHANGELOG_DATE OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
endif()
if(NOT PERFTKIT_CHANGELOG_DATE)
  string(TIMESTAMP PERFTKIT_CHANGELOG_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
endif()
configure_file(${PROJECT_SOURCE_DIR}/cmake/package/changelog.in ${PROJECT_BINARY_DIR}/package/changelog @ONLY)
set(changelog_gz ${PROJECT_BINARY_DIR}/package/changelog.gz)
add_custom_command(OUTPUT ${changelog_gz}
                   COMMAND gzip -9nc ${PROJECT_BINARY_DIR}/package/changelog > ${changelog_gz}
                   DEPENDS ${PROJECT_BINARY_DIR}/package/changelog
                   COMMENT "Debian changelog.gz")
add_custom_target(perftkit_package_changelog ALL DEPENDS ${changelog_gz})
install(FILES ${PROJECT_SOURCE_DIR}/cmake/package/copyright ${changelog_gz} DESTINATION ${CMAKE_INSTALL_DOCDIR})

include(CPack)
