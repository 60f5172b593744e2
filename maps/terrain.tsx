<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="terrain" tilewidth="32" tileheight="32" tilecount="25" columns="8">
 <image source="../assets/tilesets/terrain.png" width="256" height="128"/>
 <tile id="0">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="floor"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="burrowable" type="bool" value="true"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="dirt"/>
   <property name="terrain" propertytype="Terrain" value="dirt"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="burrowable" type="bool" value="true"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="dirt"/>
   <property name="terrain" propertytype="Terrain" value="grass"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="burrowable" type="bool" value="true"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="dirt"/>
   <property name="terrain" propertytype="Terrain" value="sand"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="burrowable" type="bool" value="true"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="true"/>
   <property name="material" propertytype="GroundMaterial" value="dirt"/>
   <property name="terrain" propertytype="Terrain" value="mud"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="stone"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="true"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="rubble"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="wood"/>
   <property name="terrain" propertytype="Terrain" value="planks"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="metal"/>
   <property name="terrain" propertytype="Terrain" value="grate"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="1"/>
   <property name="difficult" type="bool" value="true"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="water"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="2"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="water"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="3"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="water"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="burrowable" type="bool" value="true"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="1"/>
   <property name="difficult" type="bool" value="true"/>
   <property name="material" propertytype="GroundMaterial" value="dirt"/>
   <property name="terrain" propertytype="Terrain" value="water"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="6"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="true"/>
   <property name="damage_type" propertytype="DamageType" value="fire"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="lava"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="2"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="fire"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="embers"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="4"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="acid"/>
   <property name="depth" type="int" value="1"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="acid"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="burrowable" type="bool" value="true"/>
   <property name="damage" type="int" value="1"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="true"/>
   <property name="material" propertytype="GroundMaterial" value="dirt"/>
   <property name="terrain" propertytype="Terrain" value="brambles"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="true"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="ice"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="wall"/>
   <property name="wall_height" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="burrowable" type="bool" value="true"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="dirt"/>
   <property name="terrain" propertytype="Terrain" value="wall"/>
   <property name="wall_height" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="pillar"/>
   <property name="wall_height" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="wall"/>
   <property name="wall_height" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="metal"/>
   <property name="terrain" propertytype="Terrain" value="wall"/>
   <property name="wall_height" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="wood"/>
   <property name="terrain" propertytype="Terrain" value="wall"/>
   <property name="wall_height" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="burrowable" type="bool" value="false"/>
   <property name="conceals" type="bool" value="true"/>
   <property name="damage" type="int" value="0"/>
   <property name="damage_at_end" type="bool" value="false"/>
   <property name="damage_at_start" type="bool" value="false"/>
   <property name="damage_type" propertytype="DamageType" value="untyped"/>
   <property name="depth" type="int" value="0"/>
   <property name="difficult" type="bool" value="false"/>
   <property name="material" propertytype="GroundMaterial" value="stone"/>
   <property name="terrain" propertytype="Terrain" value="floor"/>
   <property name="wall_height" type="int" value="0"/>
  </properties>
 </tile>
</tileset>
