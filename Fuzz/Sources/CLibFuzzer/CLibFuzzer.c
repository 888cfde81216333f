// SwiftPM needs a source file in a C target; the declaration in include/ is all there is.
#include "CLibFuzzer.h"
