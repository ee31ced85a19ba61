; Included by electron-builder's NSIS installer and uninstaller (nsis.include in electron-builder.yml).
; Macros only: electron-builder builds NSIS with warnings as errors, and a function or variable that
; one of the two never uses is a warning.
;
; A per-machine install creates %ProgramData%\Agency Review Console\, where the app reads IT's
; machine-wide config.json (src/main/config-locations.ts), and makes it writable by administrators
; only: owned by Administrators, with exactly this access, inherited by the files in it:
;   Administrators and SYSTEM: full control; Users: read & execute.
; Whatever a user set there before is reset (a folder a user creates first is theirs, and an owner can
; always change its permissions). An existing config.json is kept, and the folder stays when the app is
; uninstalled: it is IT's configuration. A per-user install leaves it alone: a user cannot lock it.

!include LogicLib.nsh

; The folder main reads: the product's name, in the QA build too (its app reads the same folder).
!define ARC_MACHINE_CONFIG_FOLDER "Agency Review Console"
; Well-known SIDs, not names, so the same commands work in every display language of Windows.
!define ARC_ADMINISTRATORS "*S-1-5-32-544"
!define ARC_SYSTEM "*S-1-5-18"
!define ARC_USERS "*S-1-5-32-545"
!define ARC_REPARSE_POINT 0x400
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

; electron-builder inserts customInstall once the app's files are in place (installSection.nsh).
!macro customInstall
  ${If} $installMode == "all"
    Push $R7
    Push $R8
    Push $R9
    StrCpy $R9 ""
    ReadEnvStr $R7 ProgramData
    ${If} $R7 == ""
      ; Per machine the shell folders are all users': $APPDATA is C:\ProgramData.
      StrCpy $R7 $APPDATA
    ${EndIf}
    StrCpy $R7 "$R7\${ARC_MACHINE_CONFIG_FOLDER}"

    ; A junction or link in its place (a user may have made one) is removed, never what it points to.
    !insertmacro arcIsLink $R7
    ${If} $R8 = 1
      DetailPrint `Removing the link $R7 (what it points to is left as it is)`
      System::Call 'kernel32::RemoveDirectoryW(w "$R7") i'
    ${EndIf}
    CreateDirectory $R7

    ; 1. Owned by Administrators: its owner could otherwise always rewrite its permissions.
    !insertmacro arcIcacls `"$R7" /setowner ${ARC_ADMINISTRATORS}`
    ; 2. Every permission anyone set on it explicitly, dropped.
    !insertmacro arcIcacls `"$R7" /reset`
    ; 3. Nothing inherited from ProgramData (where users may create files): exactly these, inherited by its files.
    !insertmacro arcIcacls `"$R7" /inheritance:r /grant:r ${ARC_ADMINISTRATORS}:(OI)(CI)F ${ARC_SYSTEM}:(OI)(CI)F ${ARC_USERS}:(OI)(CI)RX`
    ; 4. A config.json already there is kept: made the Administrators' and given the folder's access.
    ${If} ${FileExists} "$R7\config.json"
      !insertmacro arcIcacls `"$R7\config.json" /setowner ${ARC_ADMINISTRATORS}`
      !insertmacro arcIcacls `"$R7\config.json" /reset`
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
  ${EndIf}
!macroend
