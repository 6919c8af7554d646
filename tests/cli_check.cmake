# Runs ${CLI} ${ARGS} and checks its exit status (STATUS) and, when given, that standard output
# contains STDOUT and standard error contains STDERR. A refusal (status 2) must print nothing on
# standard output and exactly one line on standard error (R7.2).
execute_process(COMMAND ${CLI} ${ARGS}
    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "${CLI} ${ARGS}\nstatus: ${status}\nstdout: ${out}\nstderr: ${err}")
if(NOT status STREQUAL STATUS)
    message(FATAL_ERROR "expected exit status ${STATUS}, got ${status}")
endif()
if(DEFINED STDOUT AND NOT out MATCHES "${STDOUT}")
    message(FATAL_ERROR "standard output does not contain ${STDOUT}")
endif()
if(DEFINED STDERR AND NOT err MATCHES "${STDERR}")
    message(FATAL_ERROR "standard error does not contain ${STDERR}")
endif()
if(STATUS STREQUAL 2)
    string(STRIP "${err}" line)
    if(NOT out STREQUAL "" OR line STREQUAL "" OR line MATCHES "\n")
        message(FATAL_ERROR "a refusal prints nothing on standard output and one line on standard error")
    endif()
endif()
