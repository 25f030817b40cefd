/**
 * Classes, for the "Download my data" file: the classes a student is in with their homework, and
 * the classes a teacher keeps with the homework they set (the students' work is theirs), and the
 * teacher's own sets as they are now (a deleted set's questions are gone).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { classes, classStudents, games, homework, profiles, setVersions, teacherSets } from "../../../drizzle/schema";
import type { Queryable } from "~/db.server";

const homeworkOfClass = sql<
  { game: string; level: number | null; set: string | null; goal: string; target: number; startsAt: string; dueAt: string }[]
>`coalesce((select json_agg(json_build_object('game', g.title, 'level', h.level, 'set', s.title, 'goal', h.goal, 'target', h.target,
                                              'startsAt', h.starts_at, 'dueAt', h.due_at) order by h.due_at)
              from ${homework} h join ${games} g on g.id = h.game_id left join ${teacherSets} s on s.id = h.set_id
             where h.class_id = "classes"."id"), '[]'::json)`;

export async function classesData(db: Queryable, userId: string) {
  const [joined, taught, sets] = await Promise.all([
    db
      .select({
        name: classes.name,
        teacher: sql<string>`coalesce(${profiles.displayName}, ${profiles.username})`,
        joinedAt: classStudents.joinedAt,
        homework: homeworkOfClass,
      })
      .from(classStudents)
      .innerJoin(classes, eq(classes.id, classStudents.classId))
      .innerJoin(profiles, eq(profiles.id, classes.teacherId))
      .where(eq(classStudents.userId, userId))
      .orderBy(asc(classStudents.joinedAt)),
    db
      .select({
        name: classes.name,
        joinCode: classes.joinCode,
        seats: classes.seats,
        createdAt: classes.createdAt,
        archivedAt: classes.archivedAt,
        homework: homeworkOfClass,
      })
      .from(classes)
      .where(eq(classes.teacherId, userId))
      .orderBy(asc(classes.createdAt)),
    db
      .select({
        kind: teacherSets.kind,
        title: teacherSets.title,
        content: setVersions.content,
        createdAt: teacherSets.createdAt,
        updatedAt: teacherSets.updatedAt,
      })
      .from(teacherSets)
      .innerJoin(setVersions, eq(setVersions.id, teacherSets.versionId))
      .where(and(eq(teacherSets.teacherId, userId), isNull(teacherSets.deletedAt)))
      .orderBy(asc(teacherSets.createdAt)),
  ]);
  return { joined, taught, sets };
}
