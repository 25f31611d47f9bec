/*
 * kiln conformance driver for Lua (library sources from lua-src).
 *
 * lua-src ships the Lua library but not the stand-alone interpreter (lua.c),
 * so this is a minimal one of our own: each argument names a script, which
 * runs in a fresh state with the standard libraries. A script that raises
 * an error prints the message to stderr and makes the exit status 1.
 */
#include <stdio.h>

#include "lauxlib.h"
#include "lua.h"
#include "lualib.h"

static int traceback(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    luaL_traceback(L, L, msg ? msg : "(error object is not a string)", 1);
    return 1;
}

static int run(const char *path) {
    lua_State *L = luaL_newstate();
    int status;
    if (L == NULL) {
        fprintf(stderr, "cannot create Lua state\n");
        return 1;
    }
    luaL_openlibs(L);
    lua_pushcfunction(L, traceback);
    status = luaL_loadfile(L, path);
    if (status == LUA_OK)
        status = lua_pcall(L, 0, 0, 1);
    if (status != LUA_OK)
        fprintf(stderr, "%s: %s\n", path, lua_tostring(L, -1));
    lua_close(L);
    fflush(stdout);
    return status == LUA_OK ? 0 : 1;
}

int main(int argc, char **argv) {
    int failed = 0;
    if (argc < 2) {
        fprintf(stderr, "usage: %s script.lua...\n", argv[0]);
        return 2;
    }
    for (int i = 1; i < argc; i++) {
        printf("== %s\n", argv[i]);
        fflush(stdout);
        failed |= run(argv[i]);
    }
    return failed;
}
