// Every kept statement is built again on each use and must come out the same (server/db/compiled-statements.ts):
// a list whose key leaves out an input it is built from fails the test that varies that input.
process.env.VERIFY_COMPILED_STATEMENTS = '1';
