# `cmake --install`: the tools (cmake/installed_tools.cmake) into bin, and
# here the library as the CMake package perftkit (find_package(perftkit),
# target perftkit::core), its headers into include/perftkit with their
# folders, the data sets into share/perftkit (where the tools look for
# `--suite NAME`, tools/cli/data_set.h), and the manuals (docs/*.md) into
# share/doc/perftkit, where each tool's manual page points.
include(CMakePackageConfigHelpers)
set(PERFTKIT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/perftkit)

install(TARGETS perftkit_core EXPORT perftkitTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/core/ ${PROJECT_BINARY_DIR}/generated/
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/perftkit
        FILES_MATCHING PATTERN "*.h")
install(DIRECTORY ${PROJECT_SOURCE_DIR}/datasets/ DESTINATION ${CMAKE_INSTALL_DATADIR}/perftkit)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR} FILES_MATCHING PATTERN "*.md")

install(EXPORT perftkitTargets NAMESPACE perftkit:: DESTINATION ${PERFTKIT_CMAKE_DIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/perftkitConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/perftkitConfig.cmake
                              INSTALL_DESTINATION ${PERFTKIT_CMAKE_DIR})
# 0.x releases may change the API: only the same minor version is compatible.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/perftkitConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/perftkitConfig.cmake ${PROJECT_BINARY_DIR}/perftkitConfigVersion.cmake
        DESTINATION ${PERFTKIT_CMAKE_DIR})

perftkit_write_tool_list()
include(cmake/manpages.cmake)
