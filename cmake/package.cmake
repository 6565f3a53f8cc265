# `cpack -G DEB` in a build folder: perftkit_<version>_amd64.deb with what
# `cmake --install` installs, under /usr. Build it from the portable
# preset (scripts/check-install.sh --package does): a native build would
# need the packaging machine's instruction set on every user's machine.
set(CPACK_PACKAGE_NAME perftkit)
set(CPACK_PACKAGE_VENDOR perftkit)
set(CPACK_PACKAGE_CONTACT "perftkit lead <lead@perftkit.invalid>")  # the project's commit author
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Verified perft move-generation toolkit for chess, Chess960, Dragon and Raindrop")
set(CPACK_PACKAGE_DESCRIPTION
    "Tools that count, compare and verify move-generation trees (perft, perft-diff, batch-analyze, raindrop-enum, dragon-prof), their EPD data sets, and the perftkit::core C++ library with its CMake package.")
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # perftkit_<version>_<arch>.deb
set(CPACK_STRIP_FILES ON)  # the tools; CMake leaves the static library's symbols alone
set(CPACK_DEBIAN_PACKAGE_SECTION games)
# The tools' run-time libraries (oneTBB, Boost.Program_options, libstdc++)
# from dpkg-shlibdeps; building against perftkit::core also needs oneTBB's
# headers and CMake package.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "libtbb-dev, cmake")
include(CPack)
