# `cmake --install`: the tools (tools/CMakeLists.txt) into bin, and here
# the library as the CMake package perftkit (find_package(perftkit),
# target perftkit::core), its headers into include/perftkit with their
# folders, and the data sets into share/perftkit (where the tools look
# for `--suite NAME`, tools/cli/data_set.h).
include(CMakePackageConfigHelpers)
set(PERFTKIT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/perftkit)

install(TARGETS perftkit_core EXPORT perftkitTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/core/ ${PROJECT_BINARY_DIR}/generated/
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/perftkit
        FILES_MATCHING PATTERN "*.h")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/datasets/ DESTINATION ${CMAKE_INSTALL_DATADIR}/perftkit)

install(EXPORT perftkitTargets NAMESPACE perftkit:: DESTINATION ${PERFTKIT_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/perftkitConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/perftkitConfig.cmake
                              INSTALL_DESTINATION ${PERFTKIT_CMAKE_DIR})
# 0.x releases may change the API: only the same minor version is compatible.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/perftkitConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/perftkitConfig.cmake ${PROJECT_BINARY_DIR}/perftkitConfigVersion.cmake
        DESTINATION ${PERFTKIT_CMAKE_DIR})

include(cmake/manpages.cmake)
