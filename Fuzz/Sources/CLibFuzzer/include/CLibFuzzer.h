#ifndef LOOM_FUZZ_CLIBFUZZER_H
#define LOOM_FUZZ_CLIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's entry point for programs that have their own `main`: parses the libFuzzer flags in
/// argv and runs `callback` on every input. Provided by the runtime that `-sanitize=fuzzer` links.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
