/*
 * kiln conformance driver for SQLite (amalgamation from libsqlite3-sys).
 *
 * Builds an in-memory database from deterministic pseudo-random data,
 * then runs a fixed list of queries (joins, aggregates, window functions,
 * recursive CTEs, JSON, string and float formatting) and prints every row.
 * Output depends only on the inputs below, never on time or addresses.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sqlite3.h"

static uint32_t rng_state = 0x2545F491u;

static uint32_t rng(void) {
    /* xorshift32 */
    uint32_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    rng_state = x;
    return x;
}

static void die(sqlite3 *db, const char *what) {
    fprintf(stderr, "sqlite error in %s: %s\n", what, db ? sqlite3_errmsg(db) : "?");
    exit(2);
}

static void exec(sqlite3 *db, const char *sql) {
    char *err = NULL;
    if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) {
        fprintf(stderr, "exec failed: %s\n  in: %s\n", err ? err : "?", sql);
        sqlite3_free(err);
        exit(2);
    }
}

/* Run a query and print each row as "v1 | v2 | ...". */
static void query(sqlite3 *db, const char *title, const char *sql) {
    sqlite3_stmt *st;
    int rows = 0;
    printf("-- %s\n", title);
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        die(db, title);
    for (;;) {
        int rc = sqlite3_step(st);
        if (rc == SQLITE_DONE)
            break;
        if (rc != SQLITE_ROW)
            die(db, title);
        int n = sqlite3_column_count(st);
        for (int i = 0; i < n; i++) {
            if (i)
                fputs(" | ", stdout);
            switch (sqlite3_column_type(st, i)) {
            case SQLITE_NULL:
                fputs("NULL", stdout);
                break;
            case SQLITE_INTEGER:
                printf("%lld", (long long)sqlite3_column_int64(st, i));
                break;
            case SQLITE_FLOAT:
                printf("%.6f", sqlite3_column_double(st, i));
                break;
            case SQLITE_BLOB:
                printf("<blob %d>", sqlite3_column_bytes(st, i));
                break;
            default:
                fputs((const char *)sqlite3_column_text(st, i), stdout);
                break;
            }
        }
        putchar('\n');
        rows++;
    }
    sqlite3_finalize(st);
    printf("(%d rows)\n", rows);
}

static const char *const first_names[] = {
    "Ada", "Brian", "Claude", "Dennis", "Edsger", "Frances", "Grace", "Hedy",
    "Ivan", "John", "Ken", "Leslie", "Margaret", "Niklaus", "Ole", "Peter",
};
static const char *const cities[] = {
    "Aarhus", "Berlin", "Cairo", "Delhi", "Espoo", "Fez", "Geneva", "Hanoi",
};
static const char *const products[] = {
    "anvil", "bolt", "crate", "drill", "easel", "funnel", "gauge", "hinge",
    "ingot", "jack", "kettle", "ladder",
};

#define N_CUSTOMERS 400
#define N_ORDERS 6000

static void populate(sqlite3 *db) {
    sqlite3_stmt *st;
    exec(db, "CREATE TABLE customer(id INTEGER PRIMARY KEY, name TEXT NOT NULL,"
             " city TEXT NOT NULL, credit REAL)");
    exec(db, "CREATE TABLE product(id INTEGER PRIMARY KEY, name TEXT UNIQUE,"
             " price REAL NOT NULL)");
    exec(db, "CREATE TABLE orders(id INTEGER PRIMARY KEY, customer INTEGER"
             " REFERENCES customer(id), product INTEGER REFERENCES product(id),"
             " qty INTEGER, day INTEGER, note TEXT)");
    exec(db, "BEGIN");

    if (sqlite3_prepare_v2(db, "INSERT INTO product(id, name, price) VALUES(?,?,?)", -1, &st,
                           NULL) != SQLITE_OK)
        die(db, "prepare product");
    for (int i = 0; i < (int)(sizeof products / sizeof *products); i++) {
        sqlite3_bind_int(st, 1, i + 1);
        sqlite3_bind_text(st, 2, products[i], -1, SQLITE_STATIC);
        sqlite3_bind_double(st, 3, 1.25 + (double)(rng() % 9000) / 100.0);
        if (sqlite3_step(st) != SQLITE_DONE)
            die(db, "insert product");
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);

    if (sqlite3_prepare_v2(db, "INSERT INTO customer(id, name, city, credit) VALUES(?,?,?,?)", -1,
                           &st, NULL) != SQLITE_OK)
        die(db, "prepare customer");
    for (int i = 0; i < N_CUSTOMERS; i++) {
        char name[64];
        snprintf(name, sizeof name, "%s-%03u", first_names[rng() % 16], rng() % 1000);
        sqlite3_bind_int(st, 1, i + 1);
        sqlite3_bind_text(st, 2, name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_text(st, 3, cities[rng() % 8], -1, SQLITE_STATIC);
        if (rng() % 7 == 0)
            sqlite3_bind_null(st, 4);
        else
            sqlite3_bind_double(st, 4, (double)(int32_t)(rng() % 200001 - 100000) / 8.0);
        if (sqlite3_step(st) != SQLITE_DONE)
            die(db, "insert customer");
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);

    if (sqlite3_prepare_v2(db, "INSERT INTO orders(customer, product, qty, day, note)"
                               " VALUES(?,?,?,?,?)",
                           -1, &st, NULL) != SQLITE_OK)
        die(db, "prepare orders");
    for (int i = 0; i < N_ORDERS; i++) {
        sqlite3_bind_int(st, 1, 1 + (int)(rng() % N_CUSTOMERS));
        sqlite3_bind_int(st, 2, 1 + (int)(rng() % 12));
        sqlite3_bind_int(st, 3, 1 + (int)(rng() % 50));
        sqlite3_bind_int(st, 4, (int)(rng() % 365));
        if (rng() % 3 == 0) {
            char note[48];
            snprintf(note, sizeof note, "rush #%d %s", i, (rng() & 1) ? "fragile" : "bulk");
            sqlite3_bind_text(st, 5, note, -1, SQLITE_TRANSIENT);
        } else {
            sqlite3_bind_null(st, 5);
        }
        if (sqlite3_step(st) != SQLITE_DONE)
            die(db, "insert orders");
        sqlite3_reset(st);
    }
    sqlite3_finalize(st);
    exec(db, "COMMIT");
    exec(db, "CREATE INDEX orders_by_customer ON orders(customer, day)");
    exec(db, "ANALYZE");
}

int main(void) {
    sqlite3 *db;
    printf("sqlite %s\n", sqlite3_libversion());
    if (sqlite3_open(":memory:", &db) != SQLITE_OK)
        die(db, "open");
    populate(db);

    query(db, "counts",
          "SELECT (SELECT count(*) FROM customer), (SELECT count(*) FROM product),"
          " (SELECT count(*) FROM orders), (SELECT count(note) FROM orders)");
    query(db, "revenue per city",
          "SELECT c.city, count(*), sum(o.qty), printf('%.2f', sum(o.qty * p.price))"
          " FROM orders o JOIN customer c ON c.id = o.customer"
          " JOIN product p ON p.id = o.product GROUP BY c.city ORDER BY c.city");
    query(db, "top customers",
          "SELECT c.name, sum(o.qty * p.price) AS total FROM customer c"
          " JOIN orders o ON o.customer = c.id JOIN product p ON p.id = o.product"
          " GROUP BY c.id ORDER BY total DESC, c.id LIMIT 10");
    query(db, "product stats",
          "SELECT p.name, min(o.qty), max(o.qty), round(avg(o.qty), 3), total(o.qty)"
          " FROM product p LEFT JOIN orders o ON o.product = p.id"
          " GROUP BY p.id HAVING count(*) > 0 ORDER BY p.name");
    query(db, "credit buckets",
          "SELECT CASE WHEN credit IS NULL THEN 'none' WHEN credit < 0 THEN 'negative'"
          " WHEN credit < 5000 THEN 'low' ELSE 'high' END AS bucket, count(*),"
          " printf('%.3f', coalesce(sum(credit), 0)) FROM customer GROUP BY bucket ORDER BY bucket");
    query(db, "monthly running total (window)",
          "SELECT month, qty, sum(qty) OVER (ORDER BY month), rank() OVER (ORDER BY qty DESC)"
          " FROM (SELECT day / 31 AS month, sum(qty) AS qty FROM orders GROUP BY month)"
          " ORDER BY month");
    query(db, "recursive cte (collatz lengths)",
          "WITH RECURSIVE c(start, n, steps) AS (SELECT value, value, 0 FROM"
          " (WITH RECURSIVE s(value) AS (SELECT 1 UNION ALL SELECT value + 1 FROM s"
          " WHERE value < 30) SELECT value FROM s)"
          " UNION ALL SELECT start, CASE WHEN n % 2 = 0 THEN n / 2 ELSE 3 * n + 1 END,"
          " steps + 1 FROM c WHERE n > 1)"
          " SELECT start, max(steps) FROM c GROUP BY start ORDER BY max(steps) DESC, start"
          " LIMIT 8");
    query(db, "strings",
          "SELECT upper(name), length(name), substr(name, 2, 3), replace(city, 'e', 'E'),"
          " instr(name, '-'), hex(substr(name, 1, 2)) FROM customer c"
          " WHERE id % 53 = 0 ORDER BY id");
    query(db, "like / glob / distinct",
          "SELECT DISTINCT city FROM customer WHERE name LIKE 'g%' OR name GLOB '*-00?'"
          " ORDER BY city");
    query(db, "json",
          "SELECT json_object('city', city, 'n', count(*), 'ids',"
          " json_group_array(id)) FROM (SELECT city, id FROM customer WHERE id <= 24"
          " ORDER BY id) GROUP BY city ORDER BY city");
    query(db, "json_each",
          "SELECT key, value, type FROM json_each('{\"a\":1,\"b\":[2,3],\"c\":2.5,\"d\":null}')");
    query(db, "floats",
          "SELECT 1.0 / 3.0, 2.0 / 3.0 * 3.0, 1e300 * 10, -0.0, 7 / 2, 7 % 3, 7.5 % 2,"
          " round(2.5), round(-2.5), cast(1e18 AS INTEGER), 9223372036854775807 + 0");
    query(db, "subquery / exists",
          "SELECT count(*) FROM customer c WHERE NOT EXISTS"
          " (SELECT 1 FROM orders o WHERE o.customer = c.id AND o.qty > 45)");

    exec(db, "UPDATE customer SET credit = credit * 2 WHERE city IN ('Cairo', 'Fez')");
    exec(db, "DELETE FROM orders WHERE qty < 5");
    query(db, "after update/delete",
          "SELECT count(*), sum(qty), printf('%.4f', sum(credit))"
          " FROM orders JOIN customer ON customer.id = orders.customer");

    exec(db, "CREATE VIRTUAL TABLE docs USING fts5(body)");
    exec(db, "INSERT INTO docs(body) SELECT group_concat(p.name, ' ') FROM orders o"
             " JOIN product p ON p.id = o.product WHERE o.id <= 600 GROUP BY o.id / 20");
    query(db, "fts5",
          "SELECT count(*) FROM docs WHERE docs MATCH 'anvil AND ladder'");

    sqlite3_close(db);
    printf("done\n");
    return 0;
}
