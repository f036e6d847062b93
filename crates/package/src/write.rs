//! Writing a package folder whole or not at all: the files go into a
//! temporary folder beside the target, which is renamed into place once
//! every file is written (cargo's `write_atomic`, for a folder). A failure
//! (a full disk, a kill) leaves the old package or nothing, never half of
//! one. The target's name is checked first, since problemtools takes it as
//! the problem's short name.

use super::{Kind, PackageFile};
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// What to do with a target folder that already holds files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Existing {
    /// Refuse to write (the default, as `cargo new` and `git clone` do).
    Refuse,
    /// Replace the folder whole once the new package is complete
    /// (`--force`).
    Replace,
}

/// What was written: the number of files and of bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Written {
    /// Files written.
    pub files: usize,
    /// Bytes written, over all files.
    pub bytes: usize,
}

/// Why a package could not be written.
#[derive(Debug)]
pub enum PackageError {
    /// The folder's name is not a short name problemtools accepts.
    BadName {
        /// The folder as given.
        dir: PathBuf,
    },
    /// The folder already holds files and `--force` was not given.
    NotEmpty {
        /// The folder as given.
        dir: PathBuf,
    },
    /// The target exists and is not a folder.
    NotAFolder {
        /// The target as given.
        dir: PathBuf,
    },
    /// A file or folder could not be made, read, moved or removed.
    Io {
        /// What was being done: `create`, `write`, `replace` ...
        action: &'static str,
        /// The path it was done on.
        path: PathBuf,
        /// The system's reason.
        source: io::Error,
    },
}

impl fmt::Display for PackageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PackageError::BadName { dir } => write!(
                f,
                "cannot package into {}: problemtools takes the folder's name as the problem's short name, which must be lower-case letters and digits (for example dicemaze)",
                dir.display()
            ),
            PackageError::NotEmpty { dir } => write!(
                f,
                "cannot write a package into {}: the folder already holds files (use --force to replace it)",
                dir.display()
            ),
            PackageError::NotAFolder { dir } => write!(
                f,
                "cannot write a package into {}: it exists and is not a folder",
                dir.display()
            ),
            PackageError::Io {
                action,
                path,
                source,
            } => write!(f, "cannot {action} {}: {}", path.display(), reason(source)),
        }
    }
}

impl std::error::Error for PackageError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PackageError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

// The system's reason in plain words, worded once for every command.
use abbott_judge::error::os_reason as reason;

/// Whether problemtools accepts `name` as a problem's short name: one or
/// more lower-case ASCII letters and digits.
pub(super) fn is_short_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
}

/// A closure that makes an IO error of `action` on `path`.
fn io_error(action: &'static str, path: &Path) -> impl FnOnce(io::Error) -> PackageError {
    let path = path.to_path_buf();
    move |source| PackageError::Io {
        action,
        path,
        source,
    }
}

/// Checks that a package may be written as the folder `dir`: its name is a
/// short name problemtools accepts, and it is missing, empty, or to be
/// replaced (`existing`). Whether it exists and holds files.
///
/// Cheap and without side effects, so that a caller refuses a bad target
/// before making any of the package's data.
pub(super) fn check_target(dir: &Path, existing: Existing) -> Result<bool, PackageError> {
    let name = dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if !is_short_name(name) {
        return Err(PackageError::BadName { dir: dir.into() });
    }
    match std::fs::symlink_metadata(dir) {
        Ok(meta) if !meta.is_dir() => Err(PackageError::NotAFolder { dir: dir.into() }),
        Ok(_) => {
            let empty = std::fs::read_dir(dir)
                .map_err(io_error("read", dir))?
                .next()
                .is_none();
            if !empty && existing == Existing::Refuse {
                return Err(PackageError::NotEmpty { dir: dir.into() });
            }
            Ok(true)
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(io_error("read", dir)(e)),
    }
}

/// Writes `files` as the folder `dir`, whole or not at all (see the module
/// doc), once [`check_target`] allows it.
pub(super) fn write_folder(
    files: &[PackageFile],
    dir: &Path,
    existing: Existing,
) -> Result<Written, PackageError> {
    // Checked again here: the folder may have changed since the caller's check.
    let old = check_target(dir, existing)?;
    let name = dir.file_name().and_then(|n| n.to_str()).unwrap_or("");
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&parent).map_err(io_error("create", &parent))?;
    let staging = Scratch::create(&parent, name, "partial")?;
    let mut written = Written { files: 0, bytes: 0 };
    for file in files {
        write_file(&staging.path, file)?;
        written.files += 1;
        written.bytes += file.bytes.len();
    }
    if old {
        // The old folder steps aside first, and comes back if the new one
        // cannot take its place.
        let aside = Scratch::reserve(&parent, name, "old")?;
        std::fs::rename(dir, &aside.path).map_err(io_error("replace", dir))?;
        if let Err(e) = std::fs::rename(&staging.path, dir) {
            if std::fs::rename(&aside.path, dir).is_err() {
                // The old package stays where it was put aside.
                aside.keep();
            }
            return Err(io_error("create", dir)(e));
        }
        drop(aside);
    } else {
        std::fs::rename(&staging.path, dir).map_err(io_error("create", dir))?;
    }
    staging.keep();
    Ok(written)
}

/// Writes one file under `root`, with its mode.
fn write_file(root: &Path, file: &PackageFile) -> Result<(), PackageError> {
    let path = root.join(&file.path);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|source| PackageError::Io {
            action: "create",
            path: parent.to_path_buf(),
            source,
        })?;
    }
    let failed = |source| PackageError::Io {
        action: "write",
        path: path.clone(),
        source,
    };
    let mode = match &file.kind {
        Kind::Link(target) => return std::os::unix::fs::symlink(target, &path).map_err(failed),
        Kind::Data => 0o644,
        Kind::Program => 0o755,
    };
    std::fs::write(&path, &file.bytes).map_err(failed)?;
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode)).map_err(failed)
}

/// A hidden folder beside the target (`.NAME.partial-PID-N`), removed with
/// everything in it when dropped unless kept.
struct Scratch {
    path: PathBuf,
}

impl Scratch {
    /// Creates a new empty scratch folder in `parent`.
    fn create(parent: &Path, name: &str, what: &str) -> Result<Scratch, PackageError> {
        for n in 0..1000 {
            let path = parent.join(format!(".{name}.{what}-{}-{n}", std::process::id()));
            match std::fs::create_dir(&path) {
                Ok(()) => return Ok(Scratch { path }),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(source) => {
                    return Err(PackageError::Io {
                        action: "create a folder in",
                        path: parent.to_path_buf(),
                        source,
                    });
                }
            }
        }
        Err(PackageError::Io {
            action: "create a folder in",
            path: parent.to_path_buf(),
            source: io::Error::from(io::ErrorKind::AlreadyExists),
        })
    }

    /// A free name in `parent` to move a folder to (nothing is created).
    fn reserve(parent: &Path, name: &str, what: &str) -> Result<Scratch, PackageError> {
        let made = Scratch::create(parent, name, what)?;
        let path = made.path.clone();
        drop(made);
        Ok(Scratch { path })
    }
}

impl Scratch {
    /// Leaves the folder where it is (it was renamed into place, or holds
    /// the only copy of an old package).
    fn keep(mut self) {
        self.path = PathBuf::new();
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        if !self.path.as_os_str().is_empty() {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}

#[cfg(test)]
#[path = "write_tests.rs"]
mod tests;
