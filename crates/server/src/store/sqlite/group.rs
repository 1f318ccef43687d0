//! The SQLite writer thread: moves are committed in groups, one transaction for every
//! move waiting, each under a savepoint of its own; the checkpointer thread; and the
//! settings that keep the log small and the two threads' lock waits short.

use std::sync::mpsc::{Receiver, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::store::{StoreError, StoredStep};

/// Most moves one SQLite transaction commits together.
pub(super) const MAX_GROUP: usize = 256;

/// A move waiting for the SQLite writer thread ([`Store::commit`](crate::store::Store::commit)).
pub(in crate::store) struct CommitJob {
    pub(in crate::store) id: String,
    pub(in crate::store) from: i64,
    pub(in crate::store) step: StoredStep,
    pub(in crate::store) seat: Option<i64>,
    pub(in crate::store) hash: Option<String>,
    pub(in crate::store) answer: tokio::sync::oneshot::Sender<Result<bool, StoreError>>,
}

/// The SQLite writer thread: takes every move waiting, commits them in one transaction
/// (each under a savepoint of its own, so one that is refused or fails changes nothing
/// and does not sink the others), and only then answers each. A group of moves costs one
/// commit and one thread wake-up instead of one each.
///
/// After each group it nudges the checkpointer ([`checkpoints`]), which never waits.
pub(super) fn group_commits(
    conn: Arc<Mutex<rusqlite::Connection>>,
    jobs: Receiver<CommitJob>,
    committed: SyncSender<()>,
) {
    while let Ok(first) = jobs.recv() {
        let mut group = vec![first];
        while group.len() < MAX_GROUP {
            match jobs.try_recv() {
                Ok(job) => group.push(job),
                Err(_) => break,
            }
        }
        let answers = match conn.lock() {
            Ok(mut c) => commit_group(&mut c, &group),
            Err(_) => Err(StoreError("the database connection was poisoned".into())),
        };
        // A full channel means a nudge is already waiting: nothing is lost.
        let _ = committed.try_send(());
        match answers {
            Ok(answers) => {
                for (job, answer) in group.into_iter().zip(answers) {
                    let _ = job.answer.send(answer);
                }
            }
            Err(e) => {
                for job in group {
                    let _ = job.answer.send(Err(StoreError(e.0.clone())));
                }
            }
        }
    }
}

/// Commits `group` in one transaction; each move's answer, or an error that sank them all
/// (nothing committed).
pub(in crate::store) fn commit_group(
    c: &mut rusqlite::Connection,
    group: &[CommitJob],
) -> Result<Vec<Result<bool, StoreError>>, StoreError> {
    let tx = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let mut answers = Vec::with_capacity(group.len());
    for job in group {
        tx.prepare_cached("SAVEPOINT nile_move")?.execute([])?;
        let answer = commit_one(&tx, job);
        if !matches!(answer, Ok(true)) {
            tx.prepare_cached("ROLLBACK TO nile_move")?.execute([])?;
        }
        tx.prepare_cached("RELEASE nile_move")?.execute([])?;
        answers.push(answer);
    }
    tx.commit()?;
    Ok(answers)
}

/// One move inside the group's transaction: the conditional update of the counter (and
/// the clock's deadline), the stopped seat's clock, then its action rows; false if the
/// counter (or the seat's credential) moved.
fn commit_one(c: &rusqlite::Connection, job: &CommitJob) -> Result<bool, StoreError> {
    let step = &job.step;
    let to = job.from + step.indices.len() as i64;
    let changed = c
        .prepare_cached(
            "UPDATE matches SET step = ?1, over = ?2, deadline = ?7, deadline_seat = ?8 \
             WHERE id = ?3 AND step = ?4 AND \
             (?5 IS NULL OR EXISTS (SELECT 1 FROM seats WHERE match_id = ?3 AND seat = ?5 AND token_hash = ?6))",
        )?
        .execute(rusqlite::params![
            to,
            i64::from(step.over),
            job.id,
            job.from,
            job.seat,
            job.hash,
            step.clock.deadline,
            step.clock.deadline_seat.map(|s| s as i64)
        ])?;
    if changed != 1 {
        return Ok(false);
    }
    if let (Some(seat), Some(ms)) = step.seat_ms() {
        c.prepare_cached("UPDATE seats SET clock_ms = ?1 WHERE match_id = ?2 AND seat = ?3")?
            .execute(rusqlite::params![ms, job.id, seat])?;
    }
    let mut insert = c.prepare_cached(
        "INSERT INTO actions (match_id, step, idx, stand_in) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for ((k, i), flag) in step.indices.iter().enumerate().zip(step.flags()) {
        insert.execute(rusqlite::params![job.id, job.from + k as i64, i, flag])?;
    }
    Ok(true)
}

/// How long the checkpointer lets moves accumulate in the write-ahead log between two
/// checkpoints.
pub(super) const CHECKPOINT_EVERY: Duration = Duration::from_millis(250);

/// Frames in the write-ahead log (one page each: 1 KiB in a database this server made)
/// past which a checkpoint also waits for the writer, so that the log starts again from
/// its beginning: about 16 MB, which the load example's 500 matches write in a few
/// seconds. Each restart holds the commits for about one `fsync`, so they are kept rare.
pub(super) const RESTART_FRAMES: i64 = 16_000;

/// The checkpointer thread, on a connection of its own: copies the write-ahead log into
/// the database file while the writer goes on committing. SQLite's automatic checkpoint
/// would run inside the commit that crosses its threshold, and a checkpoint `fsync`s
/// twice (the log, then the database): on a real disk that held every move waiting for
/// several to tens of milliseconds, several times a second. Here the writer's
/// connection has `wal_autocheckpoint=0` and commits only ever append to the log.
///
/// A passive checkpoint never waits for the writer, but the log starts again from its
/// beginning only when a commit finds it entirely copied; under a steady stream of
/// commits that may not happen, so once the log holds more than [`RESTART_FRAMES`]
/// frames the checkpoint waits for the writer (`RESTART`), once. Wakes only after a
/// commit (`committed`), at most every [`CHECKPOINT_EVERY`]; ends with the writer.
pub(super) fn checkpoints(conn: rusqlite::Connection, committed: Receiver<()>) {
    let mut restart = false;
    while committed.recv().is_ok() {
        let mode = if restart { "RESTART" } else { "PASSIVE" };
        // (busy, frames in the log, frames copied)
        let sql = format!("PRAGMA wal_checkpoint({mode})");
        match conn.query_row(&sql, [], |r| Ok((r.get::<_, i64>(1)?, r.get::<_, i64>(2)?))) {
            Ok((frames, _)) => restart = !restart && frames > RESTART_FRAMES,
            Err(e) => tracing::warn!("a checkpoint of the SQLite log failed: {e}"),
        }
        std::thread::sleep(CHECKPOINT_EVERY);
    }
}

/// The page size of a database file this server creates, in bytes. A move changes a few
/// rows that lie on different pages (its match's row, the actions' index where that match
/// is), and the write-ahead log takes each changed page whole: with SQLite's default of
/// 4 KiB the log grows by about two pages a move, and each time it starts again from its
/// beginning every commit waits for a checkpoint's `fsync`. 1 KiB pages make the log
/// grow about four times slower, so those waits are that much rarer (the load records
/// in `docs/results/` measure the effect).
pub(in crate::store) const PAGE_SIZE: i64 = 1024;

/// How long one wait of [`brief_wait`] lasts.
const BUSY_WAIT: Duration = Duration::from_micros(200);

/// The busy handler of both SQLite connections: while the other holds a lock (the
/// checkpointer restarting the log, the writer committing), wait [`BUSY_WAIT`] and try
/// again, for up to 5 s. SQLite's own `busy_timeout` sleeps 1, 2, 5, 10… up to 100 ms
/// between tries, so a lock held for a millisecond could cost a waiting commit tens of
/// milliseconds; these locks are held briefly, so short waits get the lock soon after
/// it is free.
pub(super) fn brief_wait(tries: i32) -> bool {
    if tries >= 25_000 {
        return false;
    }
    std::thread::sleep(BUSY_WAIT);
    true
}
