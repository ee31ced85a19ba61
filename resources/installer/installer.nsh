; Included by electron-builder's NSIS installer and uninstaller (nsis.include in electron-builder.yml).
; Macros only: electron-builder builds NSIS with warnings as errors, and a function or variable that
; one of the two never uses is a warning.
;
; A per-machine install creates %ProgramData%\Agency Review Console\, where the app reads IT's
; machine-wide config.json (src/main/config-locations.ts), and makes it writable by administrators
; only: owned by Administrators, with exactly this access, inherited by the files in it:
;   Administrators and SYSTEM: full control; Users: read & execute.
; Users may create folders in ProgramData, so one may be there first, theirs, with their config.json in
; it and their handles still open. Only a folder and a config.json that Administrators or SYSTEM own
; (read by SID) are kept; anything else is renamed aside, never deleted, for IT to look at, and a new
; folder is made. The folder stays when the app is uninstalled: it is IT's configuration. A per-user
; install leaves it alone: a user cannot lock it.
;
; Every install registers the links that open a review (agency-review-console://…) for its own mode:
; per user under HKCU, per machine under HKLM (SHCTX follows the mode electron-builder set). The
; uninstaller removes the registration only while it still opens this copy of the app.

!include LogicLib.nsh

; The folder main reads: the product's name, in the QA build too (its app reads the same folder).
!define ARC_MACHINE_CONFIG_FOLDER "Agency Review Console"
; Well-known SIDs, not names, so the same commands work in every display language of Windows.
!define ARC_ADMINISTRATORS_SID "S-1-5-32-544"
!define ARC_SYSTEM_SID "S-1-5-18"
; As icacls takes a SID.
!define ARC_ADMINISTRATORS "*${ARC_ADMINISTRATORS_SID}"
!define ARC_SYSTEM "*${ARC_SYSTEM_SID}"
!define ARC_USERS "*S-1-5-32-545"
!define ARC_REPARSE_POINT 0x400
; GetNamedSecurityInfoW: a file or folder (SE_FILE_OBJECT), and only its owner (OWNER_SECURITY_INFORMATION).
!define ARC_SE_FILE_OBJECT 1
!define ARC_OWNER_SECURITY_INFORMATION 1
; The installer's exit code when the app is installed but the folder could not be locked (NSIS itself
; uses 0 for success, 1 for cancelled and 2 for aborted).
!define ARC_CONFIG_FOLDER_NOT_LOCKED 3

; icacls.exe from the system folder (never one earlier in PATH) with ARC_ARGS, always on the item
; itself (/L), never through a link; a failure is remembered in $R9.
!macro arcIcacls ARC_ARGS
  nsExec::ExecToLog `"$SYSDIR\icacls.exe" ${ARC_ARGS} /L /Q`
  Pop $R8
  ${If} $R8 != 0
    DetailPrint `icacls ${ARC_ARGS} failed: $R8`
    StrCpy $R9 "not locked"
  ${EndIf}
!macroend

; $R8 = 1 when ARC_PATH is a junction or a symbolic link, else 0.
!macro arcIsLink ARC_PATH
  System::Call 'kernel32::GetFileAttributesW(w "${ARC_PATH}") i .R8'
  ${If} $R8 = -1
    StrCpy $R8 0
  ${Else}
    IntOp $R8 $R8 & ${ARC_REPARSE_POINT}
    ${If} $R8 <> 0
      StrCpy $R8 1
    ${EndIf}
  ${EndIf}
!macroend

; $R8 = the SID of ARC_PATH's owner as text (e.g. S-1-5-32-544), or "" when it cannot be read. Uses $R3-$R6.
!macro arcOwnerSid ARC_PATH
  StrCpy $R8 ""
  System::Call 'advapi32::GetNamedSecurityInfoW(w "${ARC_PATH}", i ${ARC_SE_FILE_OBJECT}, i ${ARC_OWNER_SECURITY_INFORMATION}, *p .R5, p 0, p 0, p 0, *p .R6) i .R3'
  ${If} $R3 = 0
    ; The owner ($R5) points into the security descriptor ($R6): read it before freeing that.
    System::Call 'advapi32::ConvertSidToStringSidW(p R5, *p .R4) i .R3'
    ${If} $R3 <> 0
      System::Call 'kernel32::lstrcpynW(w .R8, p R4, i ${NSIS_MAX_STRLEN}) p'
      System::Call 'kernel32::LocalFree(p R4) p'
    ${EndIf}
    System::Call 'kernel32::LocalFree(p R6) p'
  ${EndIf}
!macroend

; $R8 = 1 when ARC_PATH exists and Administrators or SYSTEM own it: it is kept. Anything else there is
; someone else's, who may still hold it open: renamed aside to ARC_PATH.untrusted-{GUID}, never deleted,
; for IT to look at, and $R8 = 0 (also when nothing is there). A rename that fails is remembered in $R9.
!macro arcKeepIfAdministrators ARC_PATH
  StrCpy $R8 0
  ${If} ${FileExists} "${ARC_PATH}"
    !insertmacro arcOwnerSid "${ARC_PATH}"
    ${If} $R8 == "${ARC_ADMINISTRATORS_SID}"
    ${OrIf} $R8 == "${ARC_SYSTEM_SID}"
      StrCpy $R8 1
    ${Else}
      ${If} $R8 == ""
        StrCpy $R8 "an owner that could not be read"
      ${EndIf}
      System::Call 'ole32::CoCreateGuid(g .R5)'
      System::Call 'kernel32::MoveFileW(w "${ARC_PATH}", w "${ARC_PATH}.untrusted-$R5") i .R3'
      ${If} $R3 <> 0
        DetailPrint `${ARC_PATH} belonged to $R8, not Administrators or SYSTEM: moved to ${ARC_PATH}.untrusted-$R5 for IT to inspect`
      ${Else}
        DetailPrint `${ARC_PATH} belongs to $R8, not Administrators or SYSTEM, and could not be moved aside (in use?)`
        StrCpy $R9 "not locked"
      ${EndIf}
      StrCpy $R8 0
    ${EndIf}
  ${EndIf}
!macroend

; The scheme: LINK_SCHEME in src/shared/review-link.ts.
!define ARC_LINK_SCHEME "agency-review-console"
!define ARC_LINK_KEY "Software\Classes\${ARC_LINK_SCHEME}"
; What Windows runs for a link. "--" ends Chromium's switches: whatever a crafted link smuggles in after
; its closing quote (CVE-2018-1000006) arrives as a plain argument, never as a switch such as
; --gpu-launcher, as Electron's advisory for that CVE (GHSA-w222-53c6-c86p) recommends. Electron's own
; guard (shell/app/command_line_args.cc: a launch with anything after a URL is refused) stops looking at
; "--", so this command relies on Chromium's parsing, which holds in every version. main finds the link
; among the arguments (linkInArguments).
!define ARC_LINK_COMMAND `"$INSTDIR\${APP_EXECUTABLE_FILENAME}" -- "%1"`

; The links, registered for this install: whatever was under the key before (another copy's, or a
; verb that would run instead of ours) is replaced.
!macro arcRegisterLinks
  DeleteRegKey SHCTX "${ARC_LINK_KEY}"
  WriteRegStr SHCTX "${ARC_LINK_KEY}" "" "URL:${PRODUCT_NAME}"
  WriteRegStr SHCTX "${ARC_LINK_KEY}" "URL Protocol" ""
  WriteRegStr SHCTX "${ARC_LINK_KEY}\DefaultIcon" "" "$INSTDIR\${APP_EXECUTABLE_FILENAME},0"
  WriteRegStr SHCTX "${ARC_LINK_KEY}\shell\open\command" "" `${ARC_LINK_COMMAND}`
!macroend

; electron-builder inserts customInstall once the app's files are in place (installSection.nsh).
!macro customInstall
  ${If} $installMode == "all"
    Push $R3
    Push $R4
    Push $R5
    Push $R6
    Push $R7
    Push $R8
    Push $R9
    StrCpy $R9 ""
    ; Per machine the shell folders are all users': $APPDATA is the ProgramData known folder, the one
    ; the app reads from the registry (Common AppData), never an environment variable.
    StrCpy $R7 $APPDATA
    StrCpy $R7 "$R7\${ARC_MACHINE_CONFIG_FOLDER}"

    ; A junction or link in its place (a user may have made one) is removed, never what it points to.
    !insertmacro arcIsLink $R7
    ${If} $R8 = 1
      DetailPrint `Removing the link $R7 (what it points to is left as it is)`
      System::Call 'kernel32::RemoveDirectoryW(w "$R7") i'
    ${EndIf}
    ; A folder a user made first is theirs, with their config.json and the handles they opened, whatever
    ; its permissions become: only one that Administrators or SYSTEM own is kept, else a new one is made.
    !insertmacro arcKeepIfAdministrators $R7
    ${If} $R8 <> 1
      System::Call 'kernel32::CreateDirectoryW(w "$R7", p 0) i .R8'
      ${If} $R8 = 0
        ; Still there (it could not be moved aside), or made again meanwhile: never lock someone else's.
        DetailPrint `$R7 could not be made anew`
        StrCpy $R9 "not locked"
      ${EndIf}
    ${EndIf}

    ${If} $R9 == ""
      ; 1. Owned by Administrators: its owner could otherwise always rewrite its permissions.
      !insertmacro arcIcacls `"$R7" /setowner ${ARC_ADMINISTRATORS}`
      ; 2. Every permission anyone set on it explicitly, dropped.
      !insertmacro arcIcacls `"$R7" /reset`
      ; 3. Nothing inherited from ProgramData (where users may create files): exactly these, inherited by its files.
      !insertmacro arcIcacls `"$R7" /inheritance:r /grant:r ${ARC_ADMINISTRATORS}:(OI)(CI)F ${ARC_SYSTEM}:(OI)(CI)F ${ARC_USERS}:(OI)(CI)RX`
      ; 4. Now that no user can add a file: a config.json is kept only if Administrators or SYSTEM own it
      ;    (one a user put there while the folder was open is set aside), made the Administrators' and
      ;    given the folder's access.
      !insertmacro arcKeepIfAdministrators "$R7\config.json"
      ${If} $R8 = 1
        !insertmacro arcIcacls `"$R7\config.json" /setowner ${ARC_ADMINISTRATORS}`
        !insertmacro arcIcacls `"$R7\config.json" /reset`
      ${EndIf}
    ${EndIf}

    ; A link put in its place meanwhile would still let a user choose the configuration.
    !insertmacro arcIsLink $R7
    ${If} $R8 = 1
      StrCpy $R9 "not locked"
    ${EndIf}
    ${If} $R9 != ""
      MessageBox MB_OK|MB_ICONEXCLAMATION "$R7 could not be made writable by administrators only. ${PRODUCT_NAME} is installed; lock the folder as the IT guide says." /SD IDOK
      SetErrorLevel ${ARC_CONFIG_FOLDER_NOT_LOCKED}
    ${EndIf}
    Pop $R9
    Pop $R8
    Pop $R7
    Pop $R6
    Pop $R5
    Pop $R4
    Pop $R3
  ${EndIf}
  !insertmacro arcRegisterLinks
!macroend

; electron-builder inserts customUnInstall before it removes the files (uninstaller.nsh), also when an
; upgrade runs the old uninstaller; the new install registers the links again afterwards. A key that
; opens another copy (the other install mode's, the QA build's) is left to it.
!macro customUnInstall
  Push $R8
  ReadRegStr $R8 SHCTX "${ARC_LINK_KEY}\shell\open\command" ""
  ${If} $R8 == `${ARC_LINK_COMMAND}`
    DeleteRegKey SHCTX "${ARC_LINK_KEY}"
  ${EndIf}
  Pop $R8
!macroend
