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
configure_file(${PROJECT_SOURCE_DIR}/core/common/build_config.h.in
               ${PROJECT_BINARY_DIR}/generated/common/build_config.h @ONLY)

# The commit configured from ("unknown" outside git), for --version only:
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
endif()
