/**
 * The teacher's class page under a full class (issue 31): the signed-in player of ./prepare.ts
 * becomes a teacher with a class of 40 students and 20 homework assignments (levels 1-4 of the
 * free games, due over the last and next weeks), each student with two finished runs and a miss
 * for every assignment, so every cell of the progress table is read from real rows. The page's
 * path goes into `paths["class-page"]` for the routes and pages that name it.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "../app/db.server";
import { insertPlayers, type PrepareContext } from "./prepare-context";

const STUDENTS = 40;
const ASSIGNMENTS = 20;

export async function seedClass({ withDatabase, log, player, paths }: PrepareContext) {
  if (!player) throw new Error("seedClass needs the signed-in player (signInPlayer runs first)");
  const classId = await withDatabase(async (db) => {
    const students = await insertPlayers(db, "pupil", STUDENTS);
    const [teacher] = await queryRows<{ id: string }>(
      db,
      sql`update users set birth_year = 1985, birth_month = 4
           where id = (select id from profiles where username = ${player.username}) returning id`,
    );
    const [klass] = await queryRows<{ id: string }>(
      db,
      sql`insert into classes (teacher_id, name, join_code, seats) values (${teacher.id}, 'Bench class', 'BNCH40', 40) returning id`,
    );
    await db.execute(sql`
      insert into class_students (class_id, user_id)
      select ${klass.id}::uuid, unnest(${`{${students.join(",")}}`}::uuid[])`);
    // 20 assignments: each free game's levels 1-4 in turn, windows a day apart around today.
    await db.execute(sql`
      insert into homework (class_id, game_id, level, goal, target, starts_at, due_at)
      select ${klass.id}::uuid, g.id, 1 + (n % 4), 'runs', 2,
             now() + ((n - 14) || ' days')::interval, now() + ((n - 7) || ' days')::interval
        from generate_series(0, ${ASSIGNMENTS - 1}::integer) as n
        join lateral (select id from games where not is_premium order by title offset (n / 4) % (select count(*) from games where not is_premium) limit 1) as g on true`);
    await db.execute(sql`
      with made as (
        insert into game_runs (game_id, user_id, seed, state, deadline, finished_at, final_score)
        select h.game_id, s.user_id, 'bench', jsonb_build_object('level', h.level, 'index', 10, 'score', 7, 'correct', 7, 'answered', 10, 'streak', 0),
               h.starts_at + interval '1 day', h.starts_at + interval '1 day' + (k || ' minutes')::interval, 7
          from homework h join class_students s on s.class_id = h.class_id cross join generate_series(1, 2) as k
         where h.class_id = ${klass.id}::uuid
        returning id, game_id)
      insert into run_misses (run_id, index, question, correct_answer)
      select id, 3, '12 − 9 = ?', '3' from made`);
    await db.execute(sql`analyze classes, class_students, homework, game_runs, run_misses`);
    return klass.id;
  });
  paths["class-page"] = `/teach/classes/${classId}`;
  log(`class page: ${STUDENTS} students × ${ASSIGNMENTS} assignments at ${paths["class-page"]}`);
}
