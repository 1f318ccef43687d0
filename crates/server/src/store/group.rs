//! The SQLite writer thread: moves are committed in groups, one transaction for every
//! move waiting, each under a savepoint of its own.

use std::sync::{Arc, Mutex};

use super::StoreError;

/// Most moves one SQLite transaction commits together.
pub(super) const MAX_GROUP: usize = 256;

/// A move waiting for the SQLite writer thread ([`Store::commit`]).
pub(super) struct CommitJob {
    pub(super) id: String,
    pub(super) from: i64,
    pub(super) over: bool,
    pub(super) indices: Vec<i64>,
    pub(super) seat: Option<i64>,
    pub(super) hash: Option<String>,
    pub(super) answer: tokio::sync::oneshot::Sender<Result<bool, StoreError>>,
}

/// The SQLite writer thread: takes every move waiting, commits them in one transaction
/// (each under a savepoint of its own, so one that is refused or fails changes nothing
/// and does not sink the others), and only then answers each. A group of moves costs one
/// commit and one thread wake-up instead of one each.
pub(super) fn group_commits(
    conn: Arc<Mutex<rusqlite::Connection>>,
    jobs: std::sync::mpsc::Receiver<CommitJob>,
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
pub(super) fn commit_group(
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

/// One move inside the group's transaction: the conditional update of the counter, then
/// its action rows; false if the counter (or the seat's credential) moved.
fn commit_one(c: &rusqlite::Connection, job: &CommitJob) -> Result<bool, StoreError> {
    let to = job.from + job.indices.len() as i64;
    let changed = c
        .prepare_cached(
            "UPDATE matches SET step = ?1, over = ?2 WHERE id = ?3 AND step = ?4 AND \
             (?5 IS NULL OR EXISTS (SELECT 1 FROM seats WHERE match_id = ?3 AND seat = ?5 AND token_hash = ?6))",
        )?
        .execute(rusqlite::params![
            to,
            i64::from(job.over),
            job.id,
            job.from,
            job.seat,
            job.hash
        ])?;
    if changed != 1 {
        return Ok(false);
    }
    let mut insert =
        c.prepare_cached("INSERT INTO actions (match_id, step, idx) VALUES (?1, ?2, ?3)")?;
    for (k, i) in job.indices.iter().enumerate() {
        insert.execute(rusqlite::params![job.id, job.from + k as i64, i])?;
    }
    Ok(true)
}
