// The donor of the tests' precompiled headers (tests/CMakeLists.txt): compiled once per kind of
// test so that its header, Qt Test and nlohmann-json, is parsed once rather than by every test.
