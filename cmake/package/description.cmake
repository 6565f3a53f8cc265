# Read by cpack (CPACK_PROJECT_CONFIG_FILE, cmake/package.cmake): the
# package's long description, which the build wrote from the installed
# tools' --help. (CPackDeb takes CPACK_DEBIAN_PACKAGE_DESCRIPTION as it is
# and puts CPACK_PACKAGE_DESCRIPTION_SUMMARY before it.)
if(NOT EXISTS "${CPACK_PERFTKIT_DESCRIPTION_FILE}")
  message(FATAL_ERROR "no ${CPACK_PERFTKIT_DESCRIPTION_FILE}: build before packing (cmake --build --preset package)")
endif()
file(READ "${CPACK_PERFTKIT_DESCRIPTION_FILE}" CPACK_PACKAGE_DESCRIPTION)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
