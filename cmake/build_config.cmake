# What the installed headers must agree on with the compiled library,
# written into the generated common/build_config.h (core/common/
# build_config.h.in): the version, and whether sliders use PEXT. The
# PEXT choice changes struct layouts in geometry/attacks8.h, so it is
# fixed at configure time from the library's own flags instead of being
# re-derived from __BMI2__ in each consumer's compilation.
include(CheckCXXSourceCompiles)
if(PERFTKIT_NATIVE)
  set(CMAKE_REQUIRED_FLAGS -march=native)
endif()
# Keyed on the option: a cached answer must not outlive a changed PERFTKIT_NATIVE.
check_cxx_source_compiles("#ifndef __BMI2__\n#error no BMI2\n#endif\nint main() {}"
                          PERFTKIT_TARGET_HAS_BMI2_NATIVE_${PERFTKIT_NATIVE})
unset(CMAKE_REQUIRED_FLAGS)
if(PERFTKIT_TARGET_HAS_BMI2_NATIVE_${PERFTKIT_NATIVE})
  set(PERFTKIT_USE_PEXT 1)
  set(PERFTKIT_INSTRUCTION_SET PEXT)
else()
  set(PERFTKIT_USE_PEXT 0)
  set(PERFTKIT_INSTRUCTION_SET magics)
endif()
if(PERFTKIT_TEST_VARIANTS)
  set(PERFTKIT_TEST_VARIANTS_VALUE 1)
else()
  set(PERFTKIT_TEST_VARIANTS_VALUE 0)
endif()
configure_file(${PROJECT_SOURCE_DIR}/core/common/build_config.h.in
               ${PROJECT_BINARY_DIR}/generated/common/build_config.h @ONLY)

# The commit built ("unknown" outside git), for --version only:
# it reaches one source file (core/common/build_info.cpp), so a new commit
# recompiles that file and nothing else.
set(PERFTKIT_GIT_COMMIT unknown)
find_package(Git QUIET)
if(GIT_FOUND)
  execute_process(COMMAND ${GIT_EXECUTABLE} rev-parse --short HEAD
                  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                  OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE
                  RESULT_VARIABLE git_status ERROR_QUIET)
  if(git_status EQUAL 0)
    set(PERFTKIT_GIT_COMMIT ${commit})
  endif()
  # Configure again after a commit, so that --version (and every record
  # made from it) names the commit built, not the one first configured.
  set(git_dir ${PROJECT_SOURCE_DIR}/.git)
  if(IS_DIRECTORY ${git_dir} AND EXISTS ${git_dir}/HEAD)
    set_property(DIRECTORY ${PROJECT_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${git_dir}/HEAD)
    file(STRINGS ${git_dir}/HEAD head LIMIT_COUNT 1)
    if(head MATCHES "^ref: (.+)$" AND EXISTS ${git_dir}/${CMAKE_MATCH_1})
      set_property(DIRECTORY ${PROJECT_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${git_dir}/${CMAKE_MATCH_1})
    endif()
  endif()
endif()
