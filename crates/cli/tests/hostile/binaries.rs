//! The binaries a hostile session runs, where every user can reach them
//! and where showing them in the box shows nothing of the checkout:
//! copies in a folder of the temporary folder.

use super::harness::{ABBOTT, CUBE};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The abbott a session runs and the right solver its scripts end by
/// running, in one folder, shown read-only in the box.
pub(crate) struct Binaries {
    pub(crate) abbott: PathBuf,
    pub(crate) cube: PathBuf,
}

impl Binaries {
    /// The binaries every user can run, and the program in the box sees
    /// no more of: copies in a folder of the temporary folder that every
    /// user may enter, since the checkout may sit in a folder only its
    /// owner may (root's home is mode 700), and a folder shown in the box
    /// shows its parents' names too (`/root` of a clone in root's home);
    /// made once for each build of them and kept for the next run of the
    /// tests.
    pub(crate) fn copied() -> Binaries {
        let built = Binaries {
            abbott: ABBOTT.into(),
            cube: CUBE.into(),
        };
        static COPIES: OnceLock<Binaries> = OnceLock::new();
        let copies = COPIES.get_or_init(|| {
            let stamp = |path: &Path| {
                let meta = std::fs::metadata(path).expect("a built binary");
                let since = meta.modified().expect("a modification time");
                let nanos = since
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos());
                format!("{}-{nanos}", meta.len())
            };
            let folder = std::env::temp_dir().join(format!(
                "abbott-hostile-{}-{}",
                stamp(&built.abbott),
                stamp(&built.cube)
            ));
            copy_for_all(&folder, &[&built.abbott, &built.cube]);
            Binaries {
                abbott: folder.join("abbott"),
                cube: folder.join("cube-puzzle"),
            }
        });
        Binaries {
            abbott: copies.abbott.clone(),
            cube: copies.cube.clone(),
        }
    }

    /// Their folder.
    pub(crate) fn folder(&self) -> &Path {
        self.cube.parent().expect("the solver is in a folder")
    }
}

/// Copies `files` into `folder`, which every user may enter and only
/// this user may write, unless an earlier run made it whole: a folder
/// that is someone else's, or writable by others, is refused rather than
/// trusted (its programs run as root).
fn copy_for_all(folder: &Path, files: &[&Path]) {
    use std::os::unix::fs::MetadataExt;
    let me = rustix::process::geteuid().as_raw();
    match std::fs::create_dir(folder) {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            let meta = std::fs::symlink_metadata(folder).expect("the copies' folder");
            assert!(
                meta.is_dir() && meta.uid() == me && meta.mode() & 0o022 == 0,
                "{} is not this user's own folder",
                folder.display()
            );
        }
        Err(e) => panic!("cannot make {}: {e}", folder.display()),
    }
    std::fs::set_permissions(folder, std::fs::Permissions::from_mode(0o755))
        .expect("the folder's mode is set");
    for file in files {
        let name = file.file_name().expect("a file name");
        let copy = folder.join(name);
        if copy.exists() {
            continue;
        }
        // Whole or not at all: beside its place first.
        let part = folder.join(format!(
            "{}.part-{}",
            name.to_string_lossy(),
            std::process::id()
        ));
        std::fs::copy(file, &part).expect("the binary is copied");
        std::fs::set_permissions(&part, std::fs::Permissions::from_mode(0o755))
            .expect("the copy's mode is set");
        std::fs::rename(&part, &copy).expect("the copy is put in place");
    }
}
